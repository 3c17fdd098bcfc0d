"""Lands that enter tapped unless something is so: checklands, fastlands, slowlands, shocklands (614.1c,
614.12)."""
