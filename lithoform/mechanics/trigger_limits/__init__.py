"""Trigger limits: 'This ability triggers only once each turn.' (like 603.2h)."""
