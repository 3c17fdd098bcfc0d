"""'You may choose not to untap ~ during your untap step' (502.3)."""
