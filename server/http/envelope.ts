import "server-only";

export interface ErrorInfo {
  code: number;
  message: string;
  details: string | null;
  validationErrors: { message: string; members: string[] }[] | null;
}

/** The ABP result envelope (DESIGN §3). */
export function envelope(
  result: unknown,
  error: ErrorInfo | null = null,
  unAuthorizedRequest = false,
) {
  return {
    result,
    targetUrl: null,
    success: error === null,
    error,
    unAuthorizedRequest,
    __abp: true,
  };
}
