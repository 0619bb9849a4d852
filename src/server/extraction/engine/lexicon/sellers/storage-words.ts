/**
 * "Storage" in the languages that translate the category's name (German, French, Spanish, Portuguese, Italian,
 * Dutch, Japanese): one list for the words every seller's descriptions share (breakdown/services.ts) and for
 * Azure's own names (azure.ts), which prints its meter category translated and must find it before the common words.
 */
export const STORAGE_TRANSLATED: readonly string[] = [
  "Speicher",
  "Stockage",
  "Almacenamiento",
  "Armazenamento",
  "Archiviazione",
  "Opslag",
  "ストレージ",
];
