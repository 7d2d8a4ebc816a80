import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { expect, signInAs, test, unique } from "../fixtures";

// The dashboard (issue 14 item 1): each figure is a link into the list that explains it, and the
// list it opens counts the same; a person sees only the figures of the lists they may open.

/** A figure as a number ("1,234" → 1234). */
const numberIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/** The count under the list a figure opened ("12 records"). */
async function listTotal(page: Page) {
  return numberIn(await page.getByTestId("total-count").textContent());
}

/** Every figure and both charts have streamed in (no skeleton left). */
async function loaded(page: Page) {
  await expect(page.getByTestId("dashboard-user")).toBeVisible();
  await expect(page.getByTestId("figure-loading")).toHaveCount(0, { timeout: 20_000 });
}

const COUNT_CARDS = [
  "orders-UnPaid",
  "orders-Pending",
  "orders-Complete",
  "lowStock",
  "expiringMembers",
  "unrepliedFeedback",
  "unsettledMonths",
] as const;

test.describe("[DASHBOARD] figures that open the list they count", () => {
  test.describe.configure({ timeout: 120_000 }); // a dozen lists opened one after another
  test.use({ signedInAs: "admin" });

  test("a feedback not answered yet is counted, and the card opens the list that shows it", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const title = unique("Where is my parcel");
    const made = await api.call(contracts.Feedback.Create, {
      title,
      content: "It was due on Monday.",
      typeCode: "Question",
      isShowPortal: false,
    });
    expect(made.status, JSON.stringify(made.body.error)).toBe(200);
    api.afterTest(contracts.Feedback.Delete, { id: made.body.result.id });
    const unreplied = await api.call(contracts.Feedback.GetAll, {
      isReplied: false,
      maxResultCount: 1,
    });

    await page.goto("/dashboard");
    await loaded(page);
    const card = page.getByTestId("card-unrepliedFeedback");
    await expect(card.getByTestId("figure-unrepliedFeedback")).toHaveText(
      String(unreplied.body.result.totalCount),
    );
    await card.click();
    await expect(page.getByRole("heading", { level: 1, name: "Feedback" })).toBeVisible();
    await expect(page).toHaveURL(/isReplied=false/);
    expect(await listTotal(page)).toBe(unreplied.body.result.totalCount);
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  });

  test("orders in progress: the card opens the order list on that tab with the same count", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await loaded(page);
    const figure = numberIn(await page.getByTestId("figure-orders-Pending").textContent());
    await page.getByRole("link", { name: /Orders in progress/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page).toHaveURL(/orderStatusTab=Pending/);
    await expect(
      page
        .getByRole("navigation", { name: "Order status" })
        .getByRole("link", { name: /In progress/ }),
    ).toHaveAttribute("aria-current", "page");
    expect(await listTotal(page)).toBe(figure);
  });

  test("every count equals the total of the list its card opens", async ({ page }) => {
    await page.goto("/dashboard");
    await loaded(page);
    const cards = await Promise.all(
      COUNT_CARDS.map(async (id) => ({
        id,
        figure: numberIn(await page.getByTestId(`figure-${id}`).textContent()),
        href: (await page.getByTestId(`card-${id}`).getAttribute("href"))!,
      })),
    );
    for (const card of cards) {
      await page.goto(card.href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await listTotal(page), `${card.id} → ${card.href}`).toBe(card.figure);
    }
  });

  test("each sales figure is the sales-only list of its days: same count, same total", async ({
    page,
    api,
  }) => {
    // a sale made today (entered by hand, as an offline sale), so today has one at least
    await api.signIn();
    const sale = await api.call(contracts.FinanceSalesStatistic.Create, {
      orderCode: unique("SHOP-"),
      status: "PaidAndReceived",
      goodsAmount: "42.50",
      shippingFee: "0",
      gstAmount: "0",
      qstAmount: "0",
      orderTime: new Date().toISOString(),
    });
    expect(sale.status, JSON.stringify(sale.body.error)).toBe(200);
    api.afterTest(contracts.FinanceSalesStatistic.Delete, { id: sale.body.result.id });
    await page.goto("/dashboard");
    await loaded(page);
    for (const period of ["Today", "Last7Days", "Last30Days"]) {
      await page.goto("/dashboard");
      const card = page.getByTestId(`card-sales-${period}`);
      const amount = (await card.getByTestId(`figure-sales-${period}`).textContent())!;
      const count = numberIn(await card.getByTestId(`count-sales-${period}`).textContent());
      await expect(card.getByTestId(`change-${period}`)).toHaveText(
        /(^[+-]?[\d.,]+% against|^0% against|^No sales)/,
      );
      await card.click();
      await expect(page.getByRole("heading", { level: 1, name: "Sales statistics" })).toBeVisible();
      await expect(page).toHaveURL(/salesOnly=true/);
      expect(count, period).toBeGreaterThan(0);
      expect(await listTotal(page), period).toBe(count);
      // the totals row under the list sums the whole view (an empty list has none)
      if (count > 0)
        await expect(
          page.getByRole("row").filter({ has: page.getByTestId("statistics-totals") }),
        ).toContainText(amount);
    }
  });
});

test.describe("[DASHBOARD] a person sees the figures of the lists they may open", () => {
  test("feedback only: the unreplied feedback card, and nothing else, without an error", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("FeedbackDesk", [
      "Pages.Dashboard",
      "Pages.CMS",
      "Pages.CMS.Feedback",
    ]);
    const user = await api.createUser("feedbackdesk", [role.name]);
    await signInAs(page, user.userName, user.password);
    await page.goto("/dashboard");
    await loaded(page);
    await expect(page.getByTestId("figure-unrepliedFeedback")).toBeVisible();
    await expect(page.getByTestId(/^figure-/)).toHaveCount(1);
    await expect(page.getByRole("figure")).toHaveCount(0);
    await expect(page.getByText("could not be loaded")).toHaveCount(0);
    await page.getByTestId("card-unrepliedFeedback").click();
    await expect(page.getByRole("heading", { level: 1, name: "Feedback" })).toBeVisible();
  });

  test("sales statistics and orders: the sales figures, the order tabs and the charts", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("SalesDesk", [
      "Pages.Dashboard",
      "Pages.Finance",
      "Pages.Finance.SalesStatistic",
      "Pages.Order",
      "Pages.Order.Management",
    ]);
    const user = await api.createUser("salesdesk", [role.name]);
    await signInAs(page, user.userName, user.password);
    await page.goto("/dashboard");
    await loaded(page);
    const shown = await page
      .getByTestId(/^figure-/)
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
    expect(shown.sort()).toEqual(
      [
        "figure-orders-Complete",
        "figure-orders-Pending",
        "figure-orders-UnPaid",
        "figure-sales-Last30Days",
        "figure-sales-Last7Days",
        "figure-sales-Today",
      ].sort(),
    );
    await expect(page.getByRole("figure", { name: "Sales by day" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Orders by status" })).toBeVisible();
    await expect(page.getByText("could not be loaded")).toHaveCount(0);
  });
});

test.describe("[DASHBOARD] readable in every language, dark, at 390 px", () => {
  test.use({ signedInAs: "admin" });
  const headings = {
    en: "Sales by day",
    zh: "每日销售额",
    es: "Ventas por día",
    ja: "日別の売上",
  } as const;
  for (const [locale, byDay] of Object.entries(headings)) {
    test(`${locale}: every figure and both charts fit the screen, no text missing`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      await page.addInitScript(() => localStorage.setItem("theme", "dark"));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/dashboard");
      await loaded(page);
      await expect(page.locator("html")).toHaveClass(/dark/);
      const chart = page.getByRole("figure", { name: byDay });
      // below the figures on a phone: the chart draws once scrolled to
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
      // nothing wider than the screen, no message key shown instead of a text
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expect(page.getByText(/dashboard\.|MISSING_MESSAGE/)).toHaveCount(0);
      if (locale === "en" || locale === "ja") {
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
        expect(serious, serious.join("\n")).toEqual([]);
      }
    });
  }
});
