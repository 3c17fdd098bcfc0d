"""'Each spell costs {3} more to cast except during its controller's turn.' (Defense Grid; 601.2f)."""
