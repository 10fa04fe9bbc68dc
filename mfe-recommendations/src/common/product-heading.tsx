/**
 * The bank and product name of a card or loan tile. The whole tile opens the confirm modal on a
 * click; the name is the button a keyboard user reaches.
 */
export function ProductHeading({
  organizationName,
  productName,
  onOpen,
}: {
  organizationName: string;
  productName: string;
  onOpen(): void;
}) {
  return (
    <>
      <p className="rec-card-bank">{organizationName}</p>
      <h4 className="rec-card-name">
        <button
          type="button"
          className="rec-card-open"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {productName}
        </button>
      </h4>
    </>
  );
}
