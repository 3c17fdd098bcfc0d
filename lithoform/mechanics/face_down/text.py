"""Face-down spells and permanents (708), their text part: the keywords morph, megamorph (702.37) and
disguise (702.168), 'when ~ is turned face up' (708.8), 'manifest/cloak the top card of your library'
(701.40a, 701.58a), and the characteristics a face-down object has (708.2a, 702.168a, 701.58a). Data only:
imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import CardFace, Cost, FaceDownCast, Trigger, Triggering, TurnFaceDown
from lithoform.compiler.keywords import ward
from lithoform.compiler.values import VP, Unsupported, mana

TURNED_FACE_UP = "turned_face_up"  # the trigger event of 'when ~ is turned face up'

# 708.2a: 'a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost'; 702.168a,
# 701.58a: disguise and cloak add ward {2}. One face each (by identity, so the characteristics cache hits).
_PLAIN = CardFace(name="", types=("Creature",), power="2", toughness="2", colors=())
_WARDED = CardFace(name="", types=("Creature",), power="2", toughness="2", colors=(), text="Ward {2}",
                   abilities=(ward("{2}"),))
FACE_DOWN_FACES: dict[str, CardFace] = {
    "morph": _PLAIN, "megamorph": _PLAIN, "manifest": _PLAIN, "disguise": _WARDED, "cloak": _WARDED,
}


def _face_down_cast(kind: str, cost: str) -> FaceDownCast:
    if "{X}" in cost.upper():
        raise Unsupported(f"a {kind} cost with X (702.37f)")
    return FaceDownCast(kind, Cost(mana=cost), text=f"{kind.capitalize()} {cost}")


class FaceDownRules:
    """Transformer rules of face-down spells and permanents."""

    face_types: tuple[str, ...]

    def kw_morph(self, c: list) -> FaceDownCast:
        """'Morph {2}{G}' (702.37a)."""
        return _face_down_cast("morph", mana(c[0]))

    def kw_megamorph(self, c: list) -> FaceDownCast:
        """'Megamorph {1}{G}' (702.37b)."""
        return _face_down_cast("megamorph", mana(c[0]))

    def kw_disguise(self, c: list) -> FaceDownCast:
        """'Disguise {3}{U}' (702.168a)."""
        return _face_down_cast("disguise", mana(c[0]))

    def trig_self_turned_face_up(self, c: list) -> Trigger:
        """'When ~ is turned face up' (708.8): the ability exists once it is face up, right after it turned."""
        return Trigger(TURNED_FACE_UP, this=True)

    def trig_turned_face_up(self, c: list) -> Trigger:
        """'Whenever a permanent you control is turned face up' (708.8): the permanent is the triggering object."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(TURNED_FACE_UP, filter=self._trigger_filter(c))  # type: ignore[attr-defined]

    def manifest_top(self, c: list) -> VP:
        """701.40a: 'manifest the top card of your library'."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return VP(lambda who: TurnFaceDown("manifest"), "you", "manifest")

    def cloak_top(self, c: list) -> VP:
        """701.58a: 'cloak the top card of your library'."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return VP(lambda who: TurnFaceDown("cloak"), "you", "cloak")




TRANSFORMER = FaceDownRules
