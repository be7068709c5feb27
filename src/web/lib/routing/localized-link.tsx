import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { pathTo, type RouteId } from '../../../shared/routing/paths';
import { useCurrentLanguage } from '../i18n/current-language';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: RouteId; search?: string };

/** A link to a page of the route table, in the current language. */
export function LocalizedLink({ to, search = '', ...props }: LinkProps) {
  const language = useCurrentLanguage();
  return <Link to={pathTo(language, to) + search} {...props} />;
}

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: RouteId };

/** Like LocalizedLink, marking itself `aria-current="page"` when it is the page shown. */
export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const language = useCurrentLanguage();
  return <NavLink to={pathTo(language, to)} end {...props} />;
}
