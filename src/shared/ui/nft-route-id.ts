/**
 * The id in an NFT route (`/nft/detail/:nftId`, `/myNft/detail/:copyrightId`). Server ids are
 * positive JSON integers, so anything else in the address ("abc", "1.5", "-3") is answered with
 * a not-found state instead of a request the server would refuse.
 */
export function parseNftRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
