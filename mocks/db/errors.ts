/** A refusal the demo backend answers with `{success:false, error:{code, message}}`. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DemoError';
  }
}

export const badRequest = (code: string, message: string) => new DemoError(400, code, message);
export const notFound = (message: string) => new DemoError(404, 'NOT_FOUND', message);
export const unauthorized = () =>
  new DemoError(401, 'UNAUTHORIZED', '로그인이 필요합니다. 다시 로그인해주세요.');
