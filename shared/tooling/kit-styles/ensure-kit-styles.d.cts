/** Where the kit's generated stylesheet module lives (shared/src/ui/kit-styles.generated.ts). */
export declare const kitStylesFile: string;
/** A hash of everything the stylesheet is generated from. */
export declare function kitStylesInputs(): string;
/** Writes the stylesheet module to `file` unless it is there and current; true when it wrote it. */
export declare function ensureKitStyles(file?: string): boolean;
