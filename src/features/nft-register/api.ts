import { api } from '@/shared/api/api';
import { nftCreateSchema, predictSchema, validated } from '@/shared/api/schemas';
import type { NftCreateResponse, PredictResponse } from '@/shared/api/wire/schemas';
import type { NftCreateRequest, PredictRequest } from '@/shared/api/wire/request-schemas';

export interface RegisterNftArgs {
  nft: NftCreateRequest;
  image: File;
  audio: File;
  /** Sent only when `nft.isRegistered`. */
  registrationDoc?: File | null;
}

/**
 * The multipart body of POST /nfts. The JSON part is a Blob typed application/json so a server
 * reading it as a request part (Spring's @RequestPart) parses it as JSON, not as a plain field.
 */
export function nftCreateForm({ nft, image, audio, registrationDoc }: RegisterNftArgs): FormData {
  const form = new FormData();
  if (nft.isRegistered && registrationDoc) {
    form.append('registrationDoc', registrationDoc, registrationDoc.name);
  }
  form.append('image', image, image.name);
  form.append('audio', audio, audio.name);
  const json: NftCreateRequest = {
    title: nft.title,
    singers: nft.singers,
    composers: nft.composers,
    lyricists: nft.lyricists,
    streamingUrls: nft.streamingUrls,
    isRegistered: nft.isRegistered,
    ethPrice: nft.ethPrice,
  };
  form.append(
    'nftCreateRequest',
    new Blob([JSON.stringify(json)], { type: 'application/json' }),
    'nftCreateRequest.json',
  );
  return form;
}

export const nftRegisterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The valuation of a draft: no state changes, so nothing is invalidated. */
    predictCopyright: build.mutation<PredictResponse, PredictRequest>({
      query: (body) => ({ url: '/copyrights/predict', method: 'POST', body }),
      ...validated(predictSchema),
    }),
    /**
     * Files travel only in the action that starts the request: RTK Query keeps no mutation
     * arguments in the store, and the serializable check skips `meta.arg` by default.
     */
    registerNft: build.mutation<NftCreateResponse, RegisterNftArgs>({
      query: (args) => ({ url: '/nfts', method: 'POST', body: nftCreateForm(args) }),
      ...validated(nftCreateSchema),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'MyCopyright', id: 'LIST' }]),
    }),
  }),
});

export const { usePredictCopyrightMutation, useRegisterNftMutation } = nftRegisterApi;
