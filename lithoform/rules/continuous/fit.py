"""Whether an object's characteristics fit the characteristic part of a description (109.2, 109.3): types,
colors, keywords and ranges of power, toughness or mana value. It reads anything with those attributes, so
the layer system asks it of the values it has produced so far (611.3a) and filters ask it of computed
characteristics."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.tree import Filter


def host_if_other(f: Filter, work: Mapping[int, Any], source: int) -> int:
    """'Other creatures you control get -1/-1' on an Aura (Vampirism), 'for each other creature you control'
    (Bravado): from an Aura or Equipment that can't itself be what the filter describes, 'other' means other
    than the permanent it's attached to (Ancestral Mask's 'each other enchantment' is other than the Mask).
    `work`: the layers' working values; 0 when there is no such permanent."""
    if not f.other or source not in work:
        return 0
    host = work[source].attached_to
    return host if host and not characteristics_fit(f, work[source]) else 0


def characteristics_fit(f: Filter, c: Any) -> bool:
    """The parts of a filter that read characteristics (109.3): types, colors, keywords ('with flying'),
    and power, toughness or mana value ranges ('with power 2 or less'). `c` is anything with those
    attributes: computed characteristics, or the layer system's working values."""
    if f.types and not any(t in c.types for t in f.types):
        return False
    if f.named_source or (f.name and c.name != f.name):
        return False  # 201.2: 'named ~' (bound to the printed name by the compiler; unbound, nothing fits)
    if f.all_types and not all(t in c.types for t in f.all_types):
        return False  # 'artifact creature': both types
    if f.not_types and any(t in c.types for t in f.not_types):
        return False
    if f.subtypes and not any(t in c.subtypes for t in f.subtypes):
        return False
    if f.not_subtypes and any(t in c.subtypes for t in f.not_subtypes):
        return False
    if f.supertypes and not any(t in c.supertypes for t in f.supertypes):
        return False
    if f.not_supertypes and any(t in c.supertypes for t in f.not_supertypes):
        return False
    if f.colors and not any(col in c.colors for col in f.colors):
        return False
    if f.not_colors and any(col in c.colors for col in f.not_colors):
        return False
    if f.color_count is not None and not _color_count_fits(f.color_count, len(c.colors)):
        return False
    if f.keywords and not all(k.lower() in c.keywords for k in f.keywords):
        return False
    if f.not_keywords and any(k.lower() in c.keywords for k in f.not_keywords):
        return False
    for value, low, high in ((c.power, f.power_at_least, f.power_at_most),
                             (c.toughness, f.toughness_at_least, f.toughness_at_most),
                             (c.mana_value, f.mana_value_at_least, f.mana_value_at_most)):
        if low is not None and (value is None or value < low):
            return False
        if high is not None and (value is None or value > high):
            return False
    # 'artifact creature or black creature': one of the alternatives' characteristics (their other parts, such
    # as a controller, are read by the callers that know them)
    return not f.any_of or any(characteristics_fit(sub, c) for sub in f.any_of)


def _color_count_fits(word: str, n: int) -> bool:
    """105.2a: monocolored is exactly one color; 105.2b: multicolored two or more; 105.2c: colorless none."""
    return n == 1 if word == "monocolored" else n >= 2 if word == "multicolored" else n == 0
