// The demo catalogue's data (DESIGN §7): specification parameters, the category tree with each
// leaf's products, brands and copy. server/db/seed-catalogue.ts turns it into rows.

export type Option = readonly [value: string, code: string];

/** Specification parameters: what a product's SKUs differ by. Codes end up in SKU numbers. */
export const SPECS = {
  colour: {
    name: "Colour",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [
      ["Black", "BK"],
      ["White", "WH"],
      ["Red", "RD"],
      ["Blue", "BL"],
      ["Green", "GN"],
      ["Grey", "GY"],
      ["Silver", "SV"],
      ["Pink", "PK"],
      ["Navy", "NV"],
      ["Sand", "SD"],
      ["Orange", "OR"],
    ],
  },
  size: {
    name: "Size",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [
      ["S", "S"],
      ["M", "M"],
      ["L", "L"],
      ["XL", "XL"],
    ],
  },
  capacity: {
    name: "Capacity",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [
      ["0.5 L", "05L"],
      ["1.0 L", "10L"],
      ["1.5 L", "15L"],
      ["1.7 L", "17L"],
      ["3.5 L", "35L"],
      ["5.5 L", "55L"],
    ],
  },
  voltage: {
    name: "Voltage",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [
      ["110-120 V", "110V"],
      ["220-240 V", "230V"],
    ],
  },
  plug: {
    name: "Plug type",
    inputKind: "DropDownOptions",
    requirement: "Recommend",
    specInputType: "Enum",
    options: [
      ["Type A (US/CA)", "US"],
      ["Type C (EU)", "EU"],
      ["Type G (UK)", "UK"],
      ["Type I (AU)", "AU"],
    ],
  },
  power: {
    name: "Power (W)",
    inputKind: "DropDownOptions",
    requirement: "Recommend",
    specInputType: "Number",
    options: [
      ["20", "20W"],
      ["30", "30W"],
      ["65", "65W"],
      ["100", "100W"],
    ],
  },
  length: {
    name: "Cable length",
    inputKind: "DropDownOptions",
    requirement: "Recommend",
    specInputType: "Enum",
    options: [
      ["1 m", "1M"],
      ["2 m", "2M"],
      ["3 m", "3M"],
    ],
  },
  diameter: {
    name: "Diameter",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [
      ["20 cm", "20"],
      ["24 cm", "24"],
      ["28 cm", "28"],
    ],
  },
  pack: {
    name: "Pack size",
    inputKind: "DropDownOptions",
    requirement: "Recommend",
    specInputType: "Enum",
    options: [
      ["Single", "1P"],
      ["2-pack", "2P"],
      ["4-pack", "4P"],
      ["10-pack", "10P"],
    ],
  },
  phone: {
    name: "Phone model",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [
      ["iPhone 15", "IP15"],
      ["iPhone 16", "IP16"],
      ["iPhone 16 Pro", "IP16P"],
      ["Galaxy S24", "GS24"],
      ["Pixel 9", "PX9"],
    ],
  },
  finish: {
    name: "Finish",
    inputKind: "ManualInput",
    requirement: "Recommend",
    specInputType: "String",
    options: [
      ["Matte", "MT"],
      ["Walnut grain", "WN"],
      ["Oak grain", "OK"],
    ],
  },
} as const satisfies Record<
  string,
  {
    name: string;
    inputKind: string;
    requirement: string;
    specInputType: string;
    options: readonly Option[];
  }
>;
export type SpecKey = keyof typeof SPECS;

/** Pictures show the product in its colour variant. */
export const COLOUR_RGB: Record<string, number> = {
  Black: 0x2b2d31,
  White: 0xf4f4f0,
  Red: 0xd64541,
  Blue: 0x2f6fd6,
  Green: 0x3f9a5a,
  Grey: 0x8a8f98,
  Silver: 0xc3c7cc,
  Pink: 0xe98fb0,
  Navy: 0x27385f,
  Sand: 0xd9c3a0,
  Orange: 0xe8833a,
};

export interface Leaf {
  name: string;
  code: string;
  nouns: string[];
  /** the SKU dimensions, first the most usual; values restrict the options this category uses */
  specs: { key: SpecKey; values?: string[] }[];
  /** sale price range, dollars */
  price: [number, number];
  unit?: "pcs" | "set" | "box";
  materials: string[];
  weight: [number, number];
  hs: string;
  certs?: string[];
  features: string[];
}

export interface Group {
  name: string;
  colour: number;
  brands: string[];
  children: Leaf[];
}

const ELECTRICAL_CERTS = ["CSA", "cUL", "UL", "CE", "FCC"];
const FOOD_CERTS = ["FDA food contact", "LFGB"];

export const GROUPS: Group[] = [
  {
    name: "Home appliances",
    colour: 0x4f7cac,
    brands: ["Halden Home", "Aurelle", "Breezly", "Orbitek", "Lumora"],
    children: [
      {
        name: "Kettles",
        code: "KET",
        nouns: [
          "Electric Kettle",
          "Glass Electric Kettle",
          "Gooseneck Pour-Over Kettle",
          "Cordless Travel Kettle",
          "Variable Temperature Kettle",
        ],
        specs: [
          { key: "colour", values: ["Black", "White", "Silver", "Red"] },
          { key: "voltage" },
          { key: "capacity", values: ["1.0 L", "1.5 L", "1.7 L"] },
        ],
        price: [29, 119],
        materials: ["Stainless steel", "Borosilicate glass", "BPA-free plastic"],
        weight: [0.8, 1.6],
        hs: "8516.71",
        certs: ELECTRICAL_CERTS,
        features: [
          "Boil-dry protection and automatic shut-off.",
          "Keeps water warm for 30 minutes after boiling.",
          "360° swivel base with cord storage underneath.",
          "Removable limescale filter, dishwasher safe.",
          "Five temperature presets for green tea, oolong and coffee.",
        ],
      },
      {
        name: "Air fryers",
        code: "AFR",
        nouns: [
          "Air Fryer",
          "Dual-Basket Air Fryer",
          "Digital Air Fryer Oven",
          "Compact Air Fryer",
        ],
        specs: [
          { key: "capacity", values: ["3.5 L", "5.5 L"] },
          { key: "colour", values: ["Black", "White", "Grey"] },
          { key: "voltage" },
        ],
        price: [69, 229],
        materials: ["Non-stick coated aluminium", "BPA-free plastic", "Stainless steel"],
        weight: [3.5, 7.5],
        hs: "8516.60",
        certs: ELECTRICAL_CERTS,
        features: [
          "Cooks with up to 85% less oil than deep frying.",
          "Eight one-touch programmes and a 60-minute timer.",
          "Dishwasher-safe basket with a PFAS-free coating.",
          "Shake reminder halfway through for even crisping.",
        ],
      },
      {
        name: "Vacuum cleaners",
        code: "VAC",
        nouns: ["Cordless Stick Vacuum", "Robot Vacuum", "Handheld Vacuum", "Wet & Dry Vacuum"],
        specs: [{ key: "colour", values: ["Grey", "White", "Black", "Navy"] }, { key: "plug" }],
        price: [59, 499],
        materials: ["ABS plastic", "Aluminium"],
        weight: [1.2, 4.2],
        hs: "8508.11",
        certs: ELECTRICAL_CERTS,
        features: [
          "Up to 45 minutes of runtime on a single charge.",
          "Washable HEPA filter traps 99.97% of fine dust.",
          "LED head lights up dust under furniture.",
          "Converts to a handheld for stairs and car seats.",
        ],
      },
      {
        name: "Fans & heaters",
        code: "FAN",
        nouns: [
          "Tower Fan",
          "Desk Fan",
          "Ceramic Space Heater",
          "Oil-Filled Radiator",
          "Air Circulator Fan",
        ],
        specs: [{ key: "colour", values: ["White", "Black", "Grey"] }, { key: "voltage" }],
        price: [25, 179],
        materials: ["ABS plastic", "Steel"],
        weight: [1.1, 9.5],
        hs: "8414.51",
        certs: ELECTRICAL_CERTS,
        features: [
          "Quiet night mode below 30 dB.",
          "Tip-over and overheat protection.",
          "Remote control and 12-hour timer.",
          "Three speeds and 80° oscillation.",
        ],
      },
    ],
  },
  {
    name: "Kitchen",
    colour: 0xc0713d,
    brands: ["Copperleaf", "Halden Home", "Maplewood", "Solenne"],
    children: [
      {
        name: "Cookware",
        code: "CKW",
        nouns: [
          "Non-Stick Frying Pan",
          "Cast Iron Skillet",
          "Stainless Steel Saucepan",
          "Ceramic Wok",
          "Induction Stockpot",
        ],
        specs: [{ key: "diameter" }, { key: "colour", values: ["Black", "Grey", "Red", "Sand"] }],
        price: [24, 149],
        materials: [
          "Cast iron",
          "Tri-ply stainless steel",
          "Hard-anodised aluminium",
          "Ceramic-coated aluminium",
        ],
        weight: [0.9, 3.8],
        hs: "7323.93",
        certs: FOOD_CERTS,
        features: [
          "Works on gas, electric, ceramic and induction hobs.",
          "Oven safe to 260 °C.",
          "Riveted stay-cool handle.",
          "PFOA-free non-stick surface releases food easily.",
        ],
      },
      {
        name: "Knives & boards",
        code: "KNF",
        nouns: [
          "Chef's Knife",
          "Santoku Knife",
          "Knife Block Set",
          "Bamboo Cutting Board",
          "Paring Knife Set",
        ],
        specs: [
          { key: "size", values: ["S", "M", "L"] },
          { key: "colour", values: ["Black", "Sand", "Navy"] },
        ],
        price: [15, 189],
        unit: "set",
        materials: ["German stainless steel", "Japanese VG-10 steel", "Bamboo", "Acacia wood"],
        weight: [0.2, 2.4],
        hs: "8211.91",
        certs: FOOD_CERTS,
        features: [
          "Full-tang blade hand-sharpened to 15° per side.",
          "Balanced, ergonomic handle for long prep sessions.",
          "Juice groove keeps the counter clean.",
          "Comes in a gift box, ready to give.",
        ],
      },
      {
        name: "Food storage",
        code: "FST",
        nouns: [
          "Glass Meal-Prep Containers",
          "Vacuum Storage Canister",
          "Silicone Food Bags",
          "Bento Lunch Box",
        ],
        specs: [
          { key: "capacity", values: ["0.5 L", "1.0 L", "1.5 L"] },
          { key: "pack", values: ["2-pack", "4-pack", "10-pack"] },
        ],
        price: [12, 59],
        unit: "box",
        materials: ["Borosilicate glass", "Food-grade silicone", "BPA-free plastic"],
        weight: [0.3, 2.2],
        hs: "3924.10",
        certs: FOOD_CERTS,
        features: [
          "Leak-proof locking lids.",
          "Microwave, freezer and dishwasher safe.",
          "Stackable to save cupboard space.",
          "Odour- and stain-resistant.",
        ],
      },
    ],
  },
  {
    name: "Electronics accessories",
    colour: 0x5b5fc7,
    brands: ["Novacell", "Kestrel Audio", "Orbitek", "Lumora"],
    children: [
      {
        name: "Chargers",
        code: "CHG",
        nouns: [
          "USB-C Fast Charger",
          "GaN Wall Charger",
          "Magnetic Wireless Charger",
          "Dual-Port Car Charger",
        ],
        specs: [{ key: "power" }, { key: "colour", values: ["Black", "White"] }],
        price: [15, 79],
        materials: ["Polycarbonate", "Aluminium"],
        weight: [0.05, 0.3],
        hs: "8504.40",
        certs: ELECTRICAL_CERTS,
        features: [
          "USB Power Delivery 3.0 and PPS fast charging.",
          "Gallium-nitride design, half the size of a standard charger.",
          "Foldable pins for travel.",
          "Over-voltage, over-current and temperature protection.",
        ],
      },
      {
        name: "Cables & adapters",
        code: "CBL",
        nouns: [
          "Braided USB-C Cable",
          "USB-C to Lightning Cable",
          "HDMI 2.1 Cable",
          "Universal Travel Adapter",
        ],
        specs: [{ key: "length" }, { key: "colour", values: ["Black", "White", "Grey"] }],
        price: [9, 39],
        materials: ["Braided nylon", "TPE"],
        weight: [0.03, 0.2],
        hs: "8544.42",
        certs: ["CE", "FCC", "RoHS"],
        features: [
          "Tested to 30,000 bends.",
          "Supports 100 W charging and 10 Gbps data.",
          "Aluminium connector housings.",
          "Works in more than 150 countries.",
        ],
      },
      {
        name: "Headphones",
        code: "AUD",
        nouns: [
          "Wireless Earbuds",
          "Noise-Cancelling Headphones",
          "Sports Earphones",
          "Kids' Headphones",
        ],
        specs: [{ key: "colour", values: ["Black", "White", "Navy", "Pink", "Grey"] }],
        price: [19, 279],
        materials: ["ABS plastic", "Protein leather", "Aluminium"],
        weight: [0.05, 0.35],
        hs: "8518.30",
        certs: ["CE", "FCC", "RoHS"],
        features: [
          "Active noise cancelling with transparency mode.",
          "Up to 30 hours of playback with the case.",
          "IPX5 sweat and splash resistance.",
          "Bluetooth 5.3 multipoint: two devices at once.",
        ],
      },
      {
        name: "Phone cases",
        code: "CAS",
        nouns: [
          "Shockproof Phone Case",
          "Leather Wallet Case",
          "Clear MagSafe Case",
          "Rugged Armour Case",
        ],
        specs: [
          { key: "phone" },
          { key: "colour", values: ["Black", "Blue", "Pink", "Green", "Sand"] },
        ],
        price: [9, 49],
        materials: ["TPU", "Polycarbonate", "Genuine leather"],
        weight: [0.03, 0.12],
        hs: "3926.90",
        features: [
          "Survives 3 m drops onto concrete.",
          "Raised edges protect the screen and camera.",
          "Wireless-charging friendly.",
          "Anti-yellowing clear back.",
        ],
      },
    ],
  },
  {
    name: "Outdoor",
    colour: 0x4b8f5e,
    brands: ["Dunmore Outdoor", "Everpeak", "Pinecrest"],
    children: [
      {
        name: "Camping",
        code: "CMP",
        nouns: [
          "Ultralight Tent",
          "Mummy Sleeping Bag",
          "Camping Lantern",
          "Folding Camp Chair",
          "Insulated Water Bottle",
        ],
        specs: [
          { key: "colour", values: ["Green", "Navy", "Sand", "Orange"] },
          { key: "size", values: ["S", "M", "L"] },
        ],
        price: [19, 349],
        materials: ["Ripstop nylon", "Polyester", "Aluminium", "Stainless steel"],
        weight: [0.4, 3.2],
        hs: "6306.22",
        features: [
          "Packs down small enough for a day pack.",
          "Rated for three seasons.",
          "Water-resistant coating, taped seams.",
          "Sets up in under five minutes.",
        ],
      },
      {
        name: "Cycling",
        code: "CYC",
        nouns: [
          "Bike Helmet",
          "Rechargeable Bike Light Set",
          "Cycling Gloves",
          "Frame Bag",
          "Mini Floor Pump",
        ],
        specs: [{ key: "size" }, { key: "colour", values: ["Black", "Red", "Blue", "White"] }],
        price: [12, 129],
        materials: ["EPS foam", "Polycarbonate", "Polyester", "Aluminium"],
        weight: [0.1, 0.9],
        hs: "8714.99",
        certs: ["CPSC", "CE"],
        features: [
          "Reflective details for visibility at night.",
          "USB-C rechargeable.",
          "Tool-free mounting in seconds.",
          "Lightweight and well ventilated.",
        ],
      },
      {
        name: "Garden",
        code: "GDN",
        nouns: [
          "Expandable Garden Hose",
          "Bypass Pruning Shears",
          "Solar Path Lights",
          "Raised Garden Bed",
          "Watering Can",
        ],
        specs: [
          { key: "size", values: ["S", "M", "L"] },
          { key: "colour", values: ["Green", "Grey", "Sand"] },
        ],
        price: [14, 159],
        materials: ["Galvanised steel", "Latex", "Cedar wood", "Recycled plastic"],
        weight: [0.3, 12],
        hs: "8201.50",
        features: [
          "Weather- and UV-resistant.",
          "Rust-proof fittings.",
          "Assembles without tools.",
          "Backed by a two-season guarantee.",
        ],
      },
    ],
  },
  {
    name: "Personal care",
    colour: 0xb5648f,
    brands: ["Juniper & Lane", "Aurelle", "Solenne"],
    children: [
      {
        name: "Hair care",
        code: "HAI",
        nouns: ["Ionic Hair Dryer", "Ceramic Hair Straightener", "Hot Air Brush", "Curling Wand"],
        specs: [
          { key: "colour", values: ["Black", "Pink", "White"] },
          { key: "voltage" },
          { key: "plug" },
        ],
        price: [29, 199],
        materials: ["Ceramic", "Tourmaline-coated ceramic", "ABS plastic"],
        weight: [0.3, 0.8],
        hs: "8516.31",
        certs: ELECTRICAL_CERTS,
        features: [
          "Ionic technology for less frizz.",
          "Three heat settings and a cool shot.",
          "Heats up in 30 seconds.",
          "Auto shut-off after 60 minutes.",
        ],
      },
      {
        name: "Shavers & trimmers",
        code: "SHV",
        nouns: ["Rotary Electric Shaver", "Beard Trimmer", "Body Groomer", "Foil Shaver"],
        specs: [{ key: "colour", values: ["Black", "Silver", "Navy"] }, { key: "plug" }],
        price: [29, 189],
        materials: ["Stainless steel", "ABS plastic"],
        weight: [0.15, 0.45],
        hs: "8510.10",
        certs: ELECTRICAL_CERTS,
        features: [
          "Wet and dry use, shower-proof.",
          "20 length settings from 0.5 to 10 mm.",
          "90 minutes cordless from a one-hour charge.",
          "Self-sharpening steel blades.",
        ],
      },
      {
        name: "Oral care",
        code: "ORL",
        nouns: [
          "Sonic Electric Toothbrush",
          "Cordless Water Flosser",
          "Replacement Brush Heads",
          "Travel Toothbrush",
        ],
        specs: [
          { key: "colour", values: ["White", "Black", "Pink", "Blue"] },
          { key: "pack", values: ["Single", "2-pack", "4-pack"] },
        ],
        price: [9, 149],
        materials: ["ABS plastic", "DuPont nylon bristles"],
        weight: [0.05, 0.6],
        hs: "8509.80",
        certs: ["CE", "FCC", "RoHS"],
        features: [
          "31,000 brush strokes a minute.",
          "Two-minute timer with 30-second pacer.",
          "A month of use per charge.",
          "Gentle mode for sensitive gums.",
        ],
      },
    ],
  },
  {
    name: "Office",
    colour: 0x7a6a58,
    brands: ["Fennick", "Quillory", "Maplewood", "Lumora"],
    children: [
      {
        name: "Desk organisers",
        code: "DSK",
        nouns: [
          "Desk Organiser",
          "Monitor Stand Riser",
          "Cable Management Box",
          "Adjustable Laptop Stand",
          "Drawer Organiser Tray",
        ],
        specs: [{ key: "colour", values: ["Black", "White", "Grey"] }, { key: "finish" }],
        price: [14, 89],
        materials: ["Bamboo", "Aluminium", "Steel mesh", "Walnut veneer"],
        weight: [0.4, 3.5],
        hs: "4421.99",
        features: [
          "Clears the desk and keeps cables out of sight.",
          "Non-slip silicone feet.",
          "Raises the screen to eye level.",
          "Holds up to 20 kg.",
        ],
      },
      {
        name: "Stationery",
        code: "STN",
        nouns: [
          "Dotted Notebook A5",
          "Gel Ink Pens",
          "Pastel Highlighter Set",
          "Sticky Notes",
          "Fountain Pen",
        ],
        specs: [
          { key: "colour", values: ["Black", "Blue", "Pink", "Green", "Orange"] },
          { key: "pack", values: ["Single", "4-pack", "10-pack"] },
        ],
        price: [3, 49],
        unit: "box",
        materials: ["FSC-certified paper", "Recycled plastic", "Brass"],
        weight: [0.05, 0.6],
        hs: "4820.10",
        features: [
          "100 gsm paper, no bleed-through.",
          "Quick-drying, smudge-free ink.",
          "Lay-flat binding.",
          "Acid-free paper for archiving.",
        ],
      },
      {
        name: "Desk lamps",
        code: "LMP",
        nouns: ["LED Desk Lamp", "Architect Lamp", "Clip-On Reading Light", "Monitor Light Bar"],
        specs: [{ key: "colour", values: ["Black", "White", "Silver"] }, { key: "plug" }],
        price: [19, 149],
        materials: ["Aluminium", "ABS plastic", "Steel"],
        weight: [0.3, 2.1],
        hs: "9405.21",
        certs: ELECTRICAL_CERTS,
        features: [
          "Flicker-free light, five colour temperatures.",
          "Touch dimmer with memory.",
          "USB-A charging port in the base.",
          "Glare-free asymmetric optics.",
        ],
      },
    ],
  },
];

export const BRAND_COLOURS = [
  0x8e44ad, 0x1f6f8b, 0xc0392b, 0x2c3e50, 0x16a085, 0xd35400, 0x27ae60, 0x7f5539, 0x34495e,
  0xb03a2e, 0x5d6d7e, 0x117a65, 0x6c3483, 0xa04000, 0x1a5276, 0x873600,
];

export const SHIPPING = [
  "Ships from our Vancouver warehouse within two business days.",
  "Bilingual English/French packaging and manual.",
  "Duties and taxes prepaid at checkout: nothing to pay on delivery.",
  "Backed by the manufacturer's international warranty.",
  "Recyclable, plastic-free packaging.",
];
export const OPENINGS = [
  (brand: string, noun: string) => `${brand}'s best-selling ${noun}, made for everyday use.`,
  (brand: string, noun: string) =>
    `${brand}'s ${noun}, chosen by our buyers for quality and value.`,
  (brand: string) => `Designed by ${brand} to be simple, reliable and built to last.`,
  (brand: string) => `New this season from ${brand}.`,
];
export const ORIGINS = [
  "China",
  "China",
  "China",
  "Vietnam",
  "Taiwan",
  "Japan",
  "South Korea",
  "Germany",
  "Canada",
  "Malaysia",
  "Thailand",
];
export const WARRANTIES = ["6 months", "1 year", "2 years", "3 years", "Lifetime"];
export const SERIES = ["", "", "Pro", "Lite", "Plus", "Max", "Mini", "Air", "S", "2"];

const allLeaves = GROUPS.flatMap((group) => group.children);
/** Basic parameters: what every product states about itself, whatever its SKUs. */
export const BASIC_PARAMS = [
  {
    key: "material",
    name: "Material",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [...new Set(allLeaves.flatMap((leaf) => leaf.materials))].sort(),
  },
  {
    key: "warranty",
    name: "Warranty",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: WARRANTIES,
  },
  {
    key: "origin",
    name: "Country of origin",
    inputKind: "DropDownOptions",
    requirement: "Needed",
    specInputType: "Enum",
    options: [...new Set(ORIGINS)],
  },
  {
    key: "weight",
    name: "Weight (kg)",
    inputKind: "ManualInput",
    requirement: "Recommend",
    specInputType: "Number",
    options: [],
  },
  {
    key: "dimensions",
    name: "Dimensions (cm)",
    inputKind: "ManualInput",
    requirement: "Recommend",
    specInputType: "String",
    options: [],
  },
  {
    key: "hs",
    name: "HS code",
    inputKind: "ManualInput",
    requirement: "Recommend",
    specInputType: "String",
    options: [],
  },
  {
    key: "certification",
    name: "Certification",
    inputKind: "DropDownOptions",
    requirement: "Recommend",
    specInputType: "Enum",
    options: [...new Set(allLeaves.flatMap((leaf) => leaf.certs ?? []))].sort(),
  },
] as const;
