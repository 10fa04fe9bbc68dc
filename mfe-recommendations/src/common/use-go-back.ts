import { useLocation, useNavigate } from '@storefront/shared/router';

/**
 * History back for a page of its own (How we rank, Key facts). A tab opened on the page itself has
 * nothing behind it, where history back would do nothing: the visitor goes home instead.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const nothingBehind = location.key === 'default' && window.history.length <= 1;
    if (nothingBehind) void navigate('/');
    else void navigate(-1);
  };
}
