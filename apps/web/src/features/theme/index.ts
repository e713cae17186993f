export { ThemeToggle } from './components/theme-toggle';
export { useThemeStore } from './stores/theme-store';
