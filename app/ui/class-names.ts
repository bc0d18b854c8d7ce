import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. There is deliberately no class-conflict merging (tailwind-merge would add
 * ~8 KB to every page): components never pass two utilities for the same property.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
