import {
  Award,
  ClipboardCheck,
  DoorStairwell,
  Droplets,
  Factory,
  Fence,
  Gem,
  Layers,
  type SpriteIcon,
  Recycle,
  Ruler,
  Sparkles,
  Store,
  TreeDeciduous,
  TrendingUp,
} from "~/ui/icons/icon";
import type { LucideIconName } from "~/content/categories";

// Only the icons the content names are bundled; lucide's whole index would be far too large.
export const siteIcons: Partial<Record<LucideIconName, SpriteIcon>> = {
  Award,
  ClipboardCheck,
  DoorStairwell,
  Droplets,
  Factory,
  Fence,
  Gem,
  Layers,
  Recycle,
  Ruler,
  Store,
  TreeDeciduous,
  TrendingUp,
};

export function SiteIcon({ name, className }: { name: LucideIconName; className?: string }) {
  const Icon = siteIcons[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
