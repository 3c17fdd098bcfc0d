"""Bans on the card name a permanent chose as it entered (201.3, 607.2d): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class ChosenNameCantBeCast(AbilityNode):
    """'Spells with the chosen name can't be cast.' (Meddling Mage; 101.2, 601.3): no player may cast a spell
    with the name this permanent chose; `opponents`: only its controller's opponents can't."""

    opponents: bool = False
    text: str = ""


class ChosenNameActivationBan(AbilityNode):
    """'Activated abilities of sources with the chosen name can't be activated [unless they're mana
    abilities].' (Phyrexian Revoker, Pithing Needle; 602.5, 605.1a): of objects with that name, in any zone."""

    except_mana: bool = False
    text: str = ""
