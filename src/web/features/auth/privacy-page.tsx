import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/document-title';
import { AuthFrame } from './auth-frame';

/** /v3/privacy: the policy itself lives on the external page the footer links to. */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy', 'page');
  return (
    <AuthFrame>
      <div style={{ textAlign: 'center' }}>
        <Link to="/v3/login">Go to login</Link>
      </div>
    </AuthFrame>
  );
}
