"""Surge (702.117) and 'if ~'s surge cost was paid' (the alternative cost the spell was cast for, 118.9)."""
