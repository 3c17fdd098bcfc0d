"""Modular (702.43a): written with the general nodes (text.py), so it needs no rules of its own: the
replacement effect 'enters with N +1/+1 counters' (614.1c) and the dies trigger (603.6c, 603.10a: it looks
back in time) whose amount reads the permanent's last known +1/+1 counters (608.2h). 702.43b: multiple
instances each work separately (each is its own pair of abilities)."""
