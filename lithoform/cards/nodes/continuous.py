"""The parts of continuous effects, each in its layer (613.1), and the rules-changing parts that belong to no
layer; the nodes of the `Part` union."""

from __future__ import annotations

import msgspec

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import PartNode
from lithoform.cards.nodes.refs import Filter, You

# Combat restrictions (509.1a-b) an object has as it has a keyword: in its keywords (lower case), from a
# printed `Static` or from AddAbilities; combat.can_block reads them.
CANT_BLOCK = "can't block"
CANT_BE_BLOCKED = "can't be blocked"
CANT_ATTACK_KW = "can't attack"  # 508.1c, from a resolving effect ('can't attack until your next turn')


class GainControl(PartNode):
    """Layer 2: control of the affected objects changes to `player` (613.1b)."""

    player: unions.Ref = You()


class AddTypes(PartNode):
    """Layer 4: 'is a [type] in addition to its other types' (205.1b)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


class RemoveTypes(PartNode):
    """Layer 4: loses card types, subtypes or supertypes."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


class SetTypes(PartNode):
    """Layer 4: 'It's an Aura enchantment' (Old-Growth Troll): its card types and subtypes become these, its
    supertypes stay (205.1a; the card's ruling: 'an Aura enchantment with no other types or subtypes')."""

    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()


class SetLandTypes(PartNode):
    """Layer 4: 'Nonbasic lands are Mountains.' (Blood Moon), 'Enchanted land is an Island.' (Spreading Seas):
    a land's land types become these basic land types (305.7: it loses its other land types and the abilities
    of its rules text, and has the new types' mana abilities; its card types and supertypes stay)."""

    subtypes: tuple[str, ...]


# A part's subtype standing for the basic land type its source chose as it entered ('Enchanted land is the chosen
# type.', Phantasmal Terrain; 607.2d): the layers read the choice (rules/continuous/chosen.py)
CHOSEN_BASIC_LAND_TYPE = "(the chosen basic land type)"
# 'Enchanted creature has protection from the chosen color.' (607.2d, 702.16): a granted keyword that names the
# color its granter chose as it entered; the layers read it (rules/continuous/chosen.resolve_chosen)
CHOSEN_COLOR_PROTECTION = "Protection from the chosen color"
# 'True-Name Nemesis has protection from the chosen player.' (702.16k, 607.2d): the player its granter chose as it
# entered; the layers read it as 'Protection from player N' (PLAYER_PROTECTION, N the player's index)
CHOSEN_PLAYER_PROTECTION = "Protection from the chosen player"
PLAYER_PROTECTION = "Protection from player "


class SetColors(PartNode):
    """Layer 5: 'is [color]' (105.3); `added`: 'in addition to its other colors' keeps the colors it had."""

    colors: tuple[str, ...]
    added: bool = False


class AddAbilities(PartNode):
    """Layer 6: 'has/gains [ability]'."""

    abilities: tuple[unions.Ability, ...] = ()
    keywords: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # a granted keyword that is a triggered ability ('has trample and annihilator 2', Eldrazi Conscription:
        # the compiler's keyword list holds the ability itself) is one of the abilities granted
        if any(not isinstance(k, str) for k in self.keywords):
            msgspec.structs.force_setattr(self, "abilities",
                                          (*self.abilities, *(k for k in self.keywords if not isinstance(k, str))))
            msgspec.structs.force_setattr(self, "keywords", tuple(k for k in self.keywords if isinstance(k, str)))


class LoseAllAbilities(PartNode):
    """Layer 6: 'loses all abilities'."""


class LoseKeywords(PartNode):
    """Layer 6: 'loses [keyword]'; `abilities`: 'loses "[ability]"' (Glittering Lion), those abilities (613.1f)."""

    keywords: tuple[str, ...]
    abilities: tuple[unions.Ability, ...] = ()


class SetBasePT(PartNode):
    """Layer 7b: 'has base power and toughness N/N'."""

    power: int
    toughness: int
    only: str = ""  # 'power': 'has base power 0 until end of turn' sets the power alone (613.4b; Symmetry Sage)


class BasePTFromManaValue(PartNode):
    """Layer 7b: 'has base power and toughness each equal to its mana value' (Opalescence)."""


class PTBoost(PartNode):
    """Layer 7c: '+N/+N'."""

    power: int
    toughness: int


class SwitchPT(PartNode):
    """Layer 7d: 'switch its power and toughness'."""


class PTFromCount(PartNode):
    """Layer 7a: a characteristic-defining ability (604.3): 'power and toughness are each equal to the
    number of [filter] you control'."""

    filter: Filter


class PTBoostBy(PartNode):
    """Layer 7c: a static ability's '+1/+1 for each soul counter on ~' or '+X/+0, where X is ...': amounts
    counted again whenever the characteristics are (611.3a)."""

    power: unions.Amount
    toughness: unions.Amount


# Parts of continuous effects that change rules rather than characteristics: they belong to no layer (613.1)
# and the layer system passes over them; the untap step reads DoesntUntap (502.3), phasing CantPhaseIn.


class DoesntUntap(PartNode):
    """'[It] doesn't untap during its controller's untap step' (502.3): static, or one-shot for 'their
    controller's next untap step' (a ContinuousEffect whose duration is `until="next_untap"`)."""
