// The delegate-closures product: `import ResponderEventsDelegates` brings the events product
// too, so a screen that uses both needs one import.
@_exported public import ResponderEvents
