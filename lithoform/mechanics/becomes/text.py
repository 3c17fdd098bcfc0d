"""'Becomes' effects, the text part: a resolving spell or ability's continuous effect that changes an object's
colors (layer 5, 613.1e; 105.3: the new colors replace the old ones) or adds a card type
(layer 4, 613.1d; 205.1b: 'in addition to its other types' keeps the others), locked in as it begins
(611.2c), until end of turn or, without a duration, for as long as the object exists (611.2a). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddTypes, ApplyContinuous, SetColors, This, Triggering
from lithoform.compiler.descriptions import COLORS, DescriptionError, describe
from lithoform.compiler.values import VP, Pending, Unsupported


class BecomesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _colors(self, tok: Any) -> tuple[str, ...] | None:
        """'blue', 'white and blue'; 'colorless' (105.2c: no color); None if the words aren't colors."""
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if words == ["colorless"]:
            return ()
        colors = [COLORS[w] for w in words if w in COLORS]
        if not colors or any(w not in COLORS and w != "and" for w in words):
            return None
        return tuple(colors)

    def become_desc(self, c: list) -> VP:
        """'Target creature becomes blue until end of turn.'; 'Vehicles you control become artifact creatures until
        end of turn.' (Armed and Armored; 205.1b: they keep their types; 301.7b: a Vehicle's printed power and
        toughness then apply)."""
        if self._words(c[0]) in (("artifact", "creatures"), ("artifact", "creature")):  # type: ignore[attr-defined]
            return VP(_vehicles_become_creatures, "object", "become")
        colors = self._colors(c[0])
        if colors is None:
            raise Unsupported("becoming something other than colors")
        return VP(lambda what: ApplyContinuous((SetColors(colors),), what), "object", "become")

    def become_colors_pending(self, c: list) -> VP:
        """'becomes black and gains fear until end of turn', 'gets +1/+0, becomes black, and gains shadow until end
        of turn': layer 5 (105.3), in the one effect of the sentence, whose duration comes later (611.2a)."""
        colors = self._colors(c[0])
        if colors is None:
            raise Unsupported("becoming something other than colors")
        return VP(lambda what: Pending("types", (SetColors(colors),), what), "object", "become")

    def self_become_desc(self, c: list) -> list:
        """'~ becomes colorless until end of turn.' (Ancient Kavu): '~ becomes' at the start of a sentence is the
        manlands' sentence (mechanics/animated_lands), so this form is a sentence of its own."""
        colors = self._colors(c[0])
        if colors is None:
            raise Unsupported("becoming something other than colors")
        return [ApplyContinuous((SetColors(colors),), This())]

    def become_also(self, c: list) -> VP:
        """'Target permanent becomes an artifact in addition to its other types [until end of turn].'"""
        words = [w for w in self._words(c[0]) if w not in ("a", "an")]  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.colors or d.noun or d.supertypes or not (d.types or d.subtypes) or "Creature" in d.types:
            raise Unsupported("becoming something other than a type in addition")
        until = "end_of_turn" if len(c) > 1 and c[1] is not None else "permanent"
        parts = (AddTypes(tuple(d.types), tuple(d.subtypes)),)
        return VP(lambda what: ApplyContinuous(parts, what, until), "object", "become")

    def is_also_colors_and_types(self, c: list) -> VP:
        """'That creature is a black Zombie in addition to its other colors and types.' (Rise from the Grave): the
        colors and types are added to the object's own (105.3, 205.1b), for as long as it exists (611.2a); a later
        color or type change overwrites them (613.7, the rulings)."""
        words = [w for w in self._words(c[-1])]  # type: ignore[attr-defined]
        colors = tuple(COLORS[w] for w in words if w in COLORS)
        try:
            d = describe([w for w in words if w not in COLORS], [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if not colors or d.colors or d.noun or d.supertypes or d.types or not d.subtypes:
            raise Unsupported("'is a ... in addition to its other colors and types' of something other than a color "
                              "and a subtype")
        parts = (SetColors(colors, added=True), AddTypes((), tuple(d.subtypes)))
        return VP(lambda what: ApplyContinuous(parts, _not_the_trigger_object(what), "permanent"), "object", "is")

    def become_artifact_creature(self, c: list) -> list:
        """'~ becomes an artifact creature until end of turn.' (a Vehicle's other way of becoming one, as crew
        does, 702.122a, 301.7b): only of the Vehicle itself, whose printed power and toughness apply."""
        if self._words(c[0]) != ("artifact", "creature"):  # type: ignore[attr-defined]
            raise Unsupported("becoming something other than an artifact creature")
        if "Vehicle" not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported("an artifact creature of no printed power and toughness")
        return [ApplyContinuous((AddTypes(("Artifact", "Creature"), ()),), This())]

def _not_the_trigger_object(what: Any) -> Any:
    """'Whenever a creature ... dies, return it to the battlefield ... That creature is a black Zombie ...' (Dread
    Slaver): the returned creature is a new object (400.7) that the trigger's object doesn't name."""
    if isinstance(what, Triggering):
        raise Unsupported("'that creature is ...' of the object a trigger returned")
    return what


def _vehicles_become_creatures(what: Any) -> ApplyContinuous:
    """Only Vehicles: another noncreature artifact has no power and toughness to become a creature with."""
    f = getattr(what, "filter", None)
    if f is None or tuple(f.subtypes) != ("Vehicle",):
        raise Unsupported("an artifact creature of no printed power and toughness")
    return ApplyContinuous((AddTypes(("Artifact", "Creature"), ()),), what)


TRANSFORMER = BecomesRules
