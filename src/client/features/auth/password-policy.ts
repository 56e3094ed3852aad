// Which of SPEC 5's two password rules the server enforces (its
// PASSWORD_POLICY), so the registration and reset forms state and check the
// same rule. Until the answer comes, or if it does not, the forms use the
// strict rule: a password that passes it passes either.
import { useEffect, useState } from 'react';
import { DEFAULT_PASSWORD_POLICY, isPasswordPolicy, type PasswordPolicy } from '../../../domain/password-strength';
import type { PasswordPolicyView } from '../../../domain/schemas/auth';
import { request } from '../../core/http';

export async function fetchPasswordPolicy(): Promise<PasswordPolicy> {
  const answer = await request<Partial<PasswordPolicyView> | null>('/api/auth/password-policy');
  return isPasswordPolicy(answer?.policy) ? answer.policy : DEFAULT_PASSWORD_POLICY;
}

/** The server's policy; `ask` false (a reset link without its token) asks nothing. */
export function usePasswordPolicy(ask = true): PasswordPolicy {
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    fetchPasswordPolicy().then(
      (answer) => live && setPolicy(answer),
      // The strict rule stays; the server checks again on submit anyway.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [ask]);
  return policy;
}

/** The hint under a new password field, for the policy. */
export const PASSWORD_HINT_KEY: Record<PasswordPolicy, string> = { strict: 'auth.passwordHint', basic: 'auth.passwordHintBasic' };
