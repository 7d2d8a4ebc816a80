import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * An image as the anchor shows it: a box of the anchor's proportions (`width`×`height` pixels,
 * scaled down to fit the column), the image covering it.
 */
export function SwiperPreview(props: {
  name: string;
  imageUrl: string | null;
  width: number;
  height: number;
}) {
  const t = useTranslations("swipers");
  const label = t("previewOf", { name: props.name, width: props.width, height: props.height });
  // a 0 side has no shape to keep: show a 16:9 box
  const ratio = props.width > 0 && props.height > 0 ? props.width / props.height : 16 / 9;
  return (
    <figure
      role="img"
      aria-label={label}
      data-testid="swiper-preview"
      className="bg-muted relative overflow-hidden rounded-md border"
      style={{ aspectRatio: ratio, width: "100%", maxWidth: props.width || undefined }}
    >
      {props.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- an attachment behind the BFF, any size
        <img src={props.imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
      ) : (
        <span className="text-muted-foreground absolute inset-0 flex items-center justify-center gap-2 text-sm">
          <ImageOff className="size-4" aria-hidden />
          {t("noImage")}
        </span>
      )}
    </figure>
  );
}
