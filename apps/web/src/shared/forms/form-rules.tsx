import { check, type Rule } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { IssueMessage } from './issue-message';

/**
 * A form validator made of domain rules: the first broken rule becomes the field's error, worded by
 * the domain's message catalogue.
 */
export function validator<T>(...ruleList: Rule<T>[]): (value: T) => ReactNode {
  return (value) => {
    const issue = check(value, ...ruleList);
    return issue ? <IssueMessage issue={issue} /> : null;
  };
}
