/**
 * PlayPal UI kit. Import from 'components' (or a relative path), never from
 * the individual files, so the kit can change inside.
 */

export { VARIANTS, SIZES } from './variants';
export type { Variant, Size } from './variants';

export { Button, ButtonLink, buttonStyles } from './Button';
export type { ButtonProps, ButtonLinkStyleProps } from './Button';

export { Badge } from './Badge';
export type { BadgeProps } from './Badge';

export {
	toast,
	useToast,
	dismissToast,
	TOAST_LIMIT,
	TOAST_REMOVE_DELAY,
} from './use-toast';
export type { ToasterToast, ToastInput, ToastVariant } from './use-toast';
export {
	Toast,
	ToastAction,
	ToastClose,
	ToastDescription,
	ToastProvider,
	ToastTitle,
	ToastViewport,
} from './Toast';
export type { ToastProps, ToastViewportProps } from './Toast';
export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { useResolvedTheme, getSystemTheme } from './use-resolved-theme';
export type { Theme, ResolvedTheme } from './use-resolved-theme';

export {
	Tooltip,
	TooltipContent,
	TooltipProvider,
	TooltipTrigger,
	TOOLTIP_DELAY_DURATION,
	TOOLTIP_SKIP_DELAY_DURATION,
	TOOLTIP_SIDE_OFFSET,
} from './Tooltip';

export { Tabs, TabsList, TabsTrigger, TabsContent } from './Tabs';

export {
	Dialog,
	DialogClose,
	DialogContent,
	DialogDescription,
	DialogFooter,
	DialogForm,
	DialogHeader,
	DialogOverlay,
	DialogPortal,
	DialogTitle,
	DialogTrigger,
	FormDialog,
} from './Dialog';
export type {
	DialogContentProps,
	DialogFormProps,
	FormDialogProps,
} from './Dialog';

export {
	Sheet,
	SheetClose,
	SheetContent,
	SheetDescription,
	SheetFooter,
	SheetHeader,
	SheetOverlay,
	SheetPortal,
	SheetTitle,
	SheetTrigger,
} from './Sheet';
export type { SheetContentProps, SheetSide } from './Sheet';

export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { VisuallyHidden } from './VisuallyHidden';

export { Page, PageHeader, PageActions, Row } from './PageLayout';
export { TabSection } from './TabSection';
export { Card, cardStyles } from './Card';
export { Grid } from './Grid';
export { Muted } from './Muted';
export { Notice, MessageBox } from './Notice';
export { LoadFailed } from './LoadFailed';
export type { LoadFailedProps } from './LoadFailed';
export { LoadState, Loading, Empty } from './LoadState';
export type { LoadStateProps, LoadingProps, EmptyProps } from './LoadState';
export { LoadList } from './LoadList';
export type { LoadListProps } from './LoadList';
export { FigureTiles } from './FigureTiles';
export { Field, Fields, CheckField } from './Field';
