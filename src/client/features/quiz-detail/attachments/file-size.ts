/** 2048 -> "2 kB", 3_500_000 -> "3.3 MB", in the reader's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes / 1_048_576;
  if (megabytes >= 1) return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
}
