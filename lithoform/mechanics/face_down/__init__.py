"""Face-down spells and permanents (708): morph and megamorph (702.37), disguise (702.168), manifest
(701.40) and cloak (701.58)."""
