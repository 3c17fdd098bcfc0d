"""Amount replacements (614.1a): 'if you would gain life, you gain twice that much life (that much life plus N)
instead' (Boon Reflection, Heron of Hope) and 'if an effect would create one or more tokens under your control,
it creates twice that many of those tokens instead' (Parallel Lives)."""
