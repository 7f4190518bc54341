/**
 * The keyboard of a menu button (WAI-ARIA APG "Menu Button"), kept free of the DOM so it is tested in Node:
 * which item a key moves the focus to.
 */

/** Which item an opening key on the closed menu's button focuses; null: the key does not open the menu. */
export function openingFocus(key: string): 'first' | 'last' | null {
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 'first';
  if (key === 'ArrowUp') return 'last';
  return null;
}

/**
 * The index of the item `key` moves the focus to in an open menu of `count` items whose item `current` has it
 * (-1: none of them); the arrows wrap around, Home and End jump. Null: the key does not move the focus.
 */
export function nextMenuFocus(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
