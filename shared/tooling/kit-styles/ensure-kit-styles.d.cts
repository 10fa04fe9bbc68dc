/** Where the module naming the kit's generated stylesheet lives (shared/src/ui/kit-styles.generated.ts; the stylesheet beside it, .css). */
export declare const kitStylesFile: string;
/** The generated stylesheet's file beside its module: `kit-styles.generated.ts` → `.css`. */
export declare function kitStylesCssFile(moduleFile: string): string;
/** A hash of everything the stylesheet is generated from. */
export declare function kitStylesInputs(): string;
/** Writes the stylesheet and its module (`file`) unless they are there and current; true when it wrote them. */
export declare function ensureKitStyles(file?: string): boolean;
