import { api } from '@/shared/api/api';
import { tokensSchema, validated } from '@/shared/api/schemas';
import type { Tokens } from '@/shared/api/wire/schemas';
import type { LoginRequest, SignUpRequest } from '@/shared/api/wire/request-schemas';

function signUpForm(request: SignUpRequest): FormData {
  const form = new FormData();
  form.append('loginId', request.loginId);
  form.append('password', request.password);
  form.append('job', request.job);
  form.append('birth', request.birth);
  form.append('phoneNumber', request.phoneNumber);
  form.append('walletAddr', request.walletAddr);
  form.append('name', request.name);
  return form;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Resolves when the id is free; a taken id rejects with status 409. */
    checkLoginId: build.mutation<null, string>({
      query: (loginId) => ({ url: '/users/check-id', method: 'POST', body: { loginId } }),
      // Only the status matters here; whatever `data` holds is not used.
      transformResponse: () => null,
    }),
    signUp: build.mutation<Tokens, SignUpRequest>({
      // FormData goes out as multipart/form-data; fetch writes the boundary itself.
      query: (request) => ({ url: '/auth/sign-up', method: 'POST', body: signUpForm(request) }),
      ...validated(tokensSchema),
    }),
    login: build.mutation<Tokens, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      ...validated(tokensSchema),
    }),
  }),
});

export const { useCheckLoginIdMutation, useSignUpMutation, useLoginMutation } = authApi;
