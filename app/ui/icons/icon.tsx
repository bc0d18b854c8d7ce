import type { SVGProps } from "react";
import spriteUrl from "./icon-sprite.svg?url";
import type { SpriteIconName } from "./names";

/*
 * The public pages' icons: each page refers to the one sprite (a hashed build asset, cached for a
 * year) instead of drawing every icon's paths inline, so an icon costs a page about 100 bytes
 * rather than 300 to 900. Line width, colour and caps come from the `.icon` class (app.css), as
 * lucide's own components set them; a utility class (`stroke-[1.5]`) changes them.
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "name"> & { size?: number | string };

function Icon({ name, size, className, ...rest }: IconProps & { name: SpriteIconName }) {
  // 24 px unless a size class or `size` says otherwise (the `.icon` class sets the default).
  return (
    <svg width={size} height={size} aria-hidden="true" className={className ? `icon ${className}` : "icon"} {...rest}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** A component for one icon, to stand where lucide's component of the same name stood. */
function spriteIcon(name: SpriteIconName) {
  const Named = (props: IconProps) => <Icon {...props} name={name} />;
  Named.displayName = `Icon(${name})`;
  return Named;
}

export type SpriteIcon = ReturnType<typeof spriteIcon>;

export const ArrowDown = spriteIcon("arrow-down");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const ArrowUpRight = spriteIcon("arrow-up-right");
export const Award = spriteIcon("award");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("circle-check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const ClipboardCheck = spriteIcon("clipboard-check");
export const Clock = spriteIcon("clock");
export const DoorStairwell = spriteIcon("door-stairwell");
export const Droplets = spriteIcon("droplets");
export const Factory = spriteIcon("factory");
export const Fence = spriteIcon("fence");
export const Gem = spriteIcon("gem");
export const ImageOff = spriteIcon("image-off");
export const Layers = spriteIcon("layers");
export const LoaderCircle = spriteIcon("loader-circle");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const Maximize2 = spriteIcon("maximize-2");
export const Menu = spriteIcon("menu");
export const Phone = spriteIcon("phone");
export const Recycle = spriteIcon("recycle");
export const Ruler = spriteIcon("ruler");
export const Search = spriteIcon("search");
export const Sparkles = spriteIcon("sparkles");
export const Store = spriteIcon("store");
export const TreeDeciduous = spriteIcon("tree-deciduous");
export const TrendingUp = spriteIcon("trending-up");
export const X = spriteIcon("x");
