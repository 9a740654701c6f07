// Type-checks the generated declarations the way an app uses them: `tsc -p Tests/TypeScript` (strict, no output).
// Lines marked @ts-expect-error must stay errors, so declarations that are too loose fail the check too.
import {
    errorDetails as poolErrorDetails, caseNames as poolCaseNames, isCaseName as isPoolCase,
    PoolErrorCode, PoolErrorServerCode, PoolErrorDetails,
} from "../../Generated/JS/PoolError.js";
import {
    errorDetails as januaryErrorDetails, caseNames as januaryCaseNames, isCaseName as isCategory,
    ErrorCategory, JanuaryErrorKnownCode, JanuaryErrorDetails,
} from "../../Generated/JS/JanuaryError.js";

function describePool(error: unknown): string {
    const details: PoolErrorDetails | null = poolErrorDetails(error);
    if (details === null) return "not a PoolError";
    const message: string = details.message;
    const retryable: boolean = details.retryable;
    const retryAfter: number | null = details.retryAfter;
    const serverCode: PoolErrorServerCode | null = details.serverCode;
    switch (details.code) {
        case "invalidAppKey": case "permissionDenied": case "grantRevoked": case "grantExpired": case "grantNotFound":
        case "operationNotGranted": case "invalidRequest": case "unsupportedQuery": case "invalidCursor": case "notFound":
        case "offline": case "service": case "storage": case "modelsUnavailable": case "cloudAssistNotAllowed":
        case "invalidSchema":
            return `${message} ${retryable} ${serverCode ?? "-"}`;
        case "rateLimited": case "serviceUnavailable":
            return `wait ${retryAfter ?? 0}`;
        default: {
            const unhandled: never = details.code;
            return unhandled;
        }
    }
}

function describeJanuary(error: unknown): string {
    const details: JanuaryErrorDetails | null = januaryErrorDetails(error);
    if (details === null) return "not a JanuaryError";
    const status: number | null = details.httpStatus;
    const code: JanuaryErrorKnownCode | (string & {}) | null = details.code;
    switch (details.category) {
        case "rateLimited":
            return details.code === "rate_limited" && details.retryable ? "retry with backoff" : "quota spent";
        case "authentication": case "authorization": case "validation": case "timeout": case "transport":
        case "server": case "notFound": case "decoding":
            return `${details.message} ${status ?? "-"} ${code ?? "-"}`;
        default: {
            const unhandled: never = details.category;
            return unhandled;
        }
    }
}

const known: JanuaryErrorKnownCode = "scope_insufficient";
const openCode: JanuaryErrorDetails["code"] = "a_code_from_a_newer_api";
const wire: PoolErrorServerCode = "quota_exceeded";
const names: readonly PoolErrorCode[] = poolCaseNames;
const categories: readonly ErrorCategory[] = januaryCaseNames;
const value: unknown = "offline";
if (isPoolCase(value)) {
    const name: PoolErrorCode = value;
    console.log(name);
}
if (isCategory(value)) {
    const category: ErrorCategory = value;
    console.log(category);
}
console.log(describePool(new Error("x")), describeJanuary(null), known, openCode, wire, names, categories);

// @ts-expect-error a wire code is not a case name
const notACase: PoolErrorCode = "rate_limited";
// @ts-expect-error a case name is not a wire code
const notAWireCode: PoolErrorServerCode = "rateLimited";
// @ts-expect-error an unknown code is not a known code
const notKnown: JanuaryErrorKnownCode = "teapot";
// @ts-expect-error categories are closed
const notACategory: ErrorCategory = "conflict";
// @ts-expect-error retryable is never null
const maybeRetryable: PoolErrorDetails["retryable"] = null;
// @ts-expect-error caseNames is read-only
poolCaseNames.push("offline");
console.log(notACase, notAWireCode, notKnown, notACategory, maybeRetryable);
