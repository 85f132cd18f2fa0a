/** "a, b," → ["a", "b"]: the contract lets NftDetail's streamingUrls arrive as one string. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
