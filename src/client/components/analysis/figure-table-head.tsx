/**
 * The header row of a report table: the first column names the row (left), the others hold figures (right);
 * a figure column after another keeps a gap from it.
 */
export function FigureTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr className="text-left text-muted-foreground text-xs uppercase tracking-wider">
        {columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={
              index === 0
                ? "pb-2 font-medium"
                : index === 1
                  ? "pb-2 text-right font-medium"
                  : "pb-2 pl-3 text-right font-medium"
            }
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
