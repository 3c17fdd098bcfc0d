"""'As ~ enters, choose a color / a creature type / an opponent / a player' (614.12, 614.1c, 607.2): the
mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree. The abilities that read the choice ('creatures you control of the chosen type') use the general
`Filter.chosen` field."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode

# what can be chosen as a permanent enters, and the word a Filter's `chosen` uses for it
# 201.3: card names; 205.3i, 305.6: the basic land types
KINDS = ("color", "creature type", "opponent", "player", "card name", "nonland card name", "basic land type",
         "anchor word", "card type", "land type", "number")


class AsEntersChoose(AbilityNode):
    """'As ~ enters, choose a color.' (614.12, 614.1c): a replacement effect that modifies how the permanent
    enters; its controller makes the choice then, and its other abilities linked to it refer to 'the chosen
    color' (607.2d). The choice belongs to that object only: a new object has none (400.7)."""

    kind: str  # one of KINDS
    text: str = ""
    other_than: str = ""  # 'a color other than red': the color (its letter, 105.1) that can't be chosen
    # the words offered: 'choose Khans or Dragons' (anchor words, 614.12c), 'choose artifact, creature, or
    # enchantment' (card types, 205.2a), 'choose Island or Swamp' (basic land types, 205.3i)
    options: tuple[str, ...] = ()


class AnchorAbility(AbilityNode):
    """'• Khans — [ability]' (614.12c): 'As long as Khans was chosen as this permanent entered the battlefield,
    this permanent has [ability]'; linked to the ability that offered the choice (607.2m)."""

    word: str  # as printed ('Khans')
    ability: unions.Ability


class ChooseNow(EffectNode):
    """'Choose a color.' / 'Choose a creature type.' / 'Choose creature or land.' as an instruction (608.2d): the controller chooses as the
    spell or ability resolves; 'of the chosen color', 'of that type' later in its text read the choice
    (607.2d), kept under its source as an 'as ~ enters' choice is."""

    kind: str  # 'color', 'creature type', 'card type', 'basic land type', 'card name' or 'nonland card name'
    options: tuple[str, ...] = ()  # 'card type': the card types offered ('Choose creature or land.': Winding Way)
    other_than: str = ""  # 'a creature type other than Wall': a type that can't be chosen


class ProtectionFromChosen(EffectNode):
    """'Creatures you control gain protection from the chosen color until end of turn' (702.16, 607.2d): the
    color the source chose (earlier in the same resolution, 608.2d); a layer 6 effect then (613.1f)."""

    what: unions.Ref
    until: str = "end_of_turn"
    # what the color gives: "protection" (702.16), "hexproof" ('hexproof from that color', 702.11d) or
    # "unblockable_by" ('can't be blocked by creatures of that color this turn', 509.1b)
    grant: str = "protection"
