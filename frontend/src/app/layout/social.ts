import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';

/**
 * Deckforge's public profiles (a professional network, two social networks, a photo-sharing
 * network and a video site), opened in a new tab.
 */
export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/deckforge', Icon: LinkedInIcon },
  { name: 'X', href: 'https://x.com/deckforge', Icon: XIcon },
  { name: 'Facebook', href: 'https://www.facebook.com/deckforge', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/deckforge', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@deckforge', Icon: YouTubeIcon },
] as const;
