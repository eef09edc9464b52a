import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The ids of `list` with the one at `from` moved to `to`: the order a list endpoint takes. */
export function movedIds(list: readonly { id: number }[], from: number, to: number): number[] {
  const ids = list.map((record) => record.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id!);
  return ids;
}

/** Move up and Move down of one row of an ordered admin list, named after the record. */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} up`}
        disabled={index === 0 || disabled}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
      </Button>
    </>
  );
}
