/** The home banner's link to the stock: the plain one first, then the price slider's (with its range). */
export function StockLink({ href }: { href: string }) {
  return (
    <a href={href} className="button button-primary">
      Search our stock
    </a>
  );
}
