/**
 * Every tap target on a phone is at least 44x44 px (docs/PRODUCT.md#shell; WCAG 2.5.5): one measurement of every
 * visible interactive control on the page (or in one dialog), used by the specs of each screen. A checkbox or radio
 * counts with its label (tapping either ticks it); a link inside a sentence is exempt, as WCAG exempts inline links.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const MIN_TAP_TARGET = 44;

export interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/** Runs in the page: the controls under `root` smaller than `min` in either direction. */
function measureInPage(root: Element, min: number): SmallTarget[] {
  const SELECTOR = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[role="combobox"]',
  ].join(',');
  // Half a pixel of rounding (a 43.99 px box from rem sizes) is not a miss.
  const tolerance = 0.5;

  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.closest('[aria-hidden="true"], [inert]') === null;
  };
  const isInlineLink = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const parent = element.parentElement;
    if (!parent) return false;
    // Text of its own beside the link: the link sits in a sentence.
    return [...parent.childNodes].some(
      (node) =>
        node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  };
  /** The area a tap acts on: a box with its label, a visually hidden input with its visible label. */
  const tapArea = (element: Element): DOMRect => {
    const input = element as HTMLInputElement;
    if (element.tagName === 'INPUT' && ['checkbox', 'radio'].includes(input.type)) {
      const label =
        element.closest('label') ??
        (input.id ? root.ownerDocument.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null);
      const box = element.getBoundingClientRect();
      if (label) {
        const labelBox = label.getBoundingClientRect();
        const left = Math.min(box.left, labelBox.left);
        const top = Math.min(box.top, labelBox.top);
        const right = Math.max(box.right, labelBox.right);
        const bottom = Math.max(box.bottom, labelBox.bottom);
        return new DOMRect(left, top, right - left, bottom - top);
      }
    }
    return element.getBoundingClientRect();
  };
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  };

  const small: SmallTarget[] = [];
  const seen = new Set<Element>();
  for (const element of root.querySelectorAll(SELECTOR)) {
    // A visually hidden radio or checkbox (segmented control, chip) is tapped through its label.
    const target =
      element.tagName === 'INPUT' && !visible(element) ? (element as HTMLInputElement).labels?.[0] : element;
    if (!target || seen.has(target) || !visible(target) || isInlineLink(target)) continue;
    seen.add(target);
    const box = tapArea(element.tagName === 'INPUT' && target !== element ? target : element);
    if (box.width + tolerance < min || box.height + tolerance < min) {
      small.push({
        control: describe(element),
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
  }
  return small;
}

/** The visible controls of the page (or of `within`, e.g. an open dialog) smaller than 44x44 px. */
export async function smallTapTargets(page: Page, within?: Locator): Promise<SmallTarget[]> {
  const root = within ?? page.locator('body');
  return root.evaluate(measureInPage, MIN_TAP_TARGET);
}

/** Fails naming every control below 44x44 px, with its size. */
export async function expectTapTargets(page: Page, within?: Locator): Promise<void> {
  const small = await smallTapTargets(page, within);
  expect(
    small.map((target) => `${target.control}: ${target.width}x${target.height}`),
    `tap targets below ${MIN_TAP_TARGET}x${MIN_TAP_TARGET} px on ${page.url()}`,
  ).toEqual([]);
}
