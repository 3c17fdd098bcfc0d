"""Players choosing what they keep, the text part (101.4). Data only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.tree import EachPlayer, Filter
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.choose_rest.nodes import ChooseRest, KeepSlot


@dataclass(frozen=True)
class _Keep:
    """What each player chooses, before the sentence says what happens to it and to the rest."""

    slots: tuple[KeepSlot, ...]
    pool: Filter
    zone: str = "battlefield"
    up_to: bool = False


class ChooseRestRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _cr_filter(self, tok: Any, zone: str = "battlefield") -> Filter:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
            if zone == "battlefield":
                return d.permanents()
            if d.noun != "card" or d.zone not in ("battlefield", "card") or d.position:
                raise Unsupported(f"{' '.join(words)!r} chosen in a {zone}")
            return d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    @staticmethod
    def _cr_count(n: Any) -> int:
        if not isinstance(n, int) or isinstance(n, bool):
            raise Unsupported("a variable number of objects chosen to keep")
        return n

    def cr_keep_controlled(self, c: list, up_to: bool = False) -> _Keep:
        f = self._cr_filter(c[1])
        return _Keep((KeepSlot(f, self._cr_count(c[0])),), f, up_to=up_to)

    def cr_keep_up_to_controlled(self, c: list) -> _Keep:
        return self.cr_keep_controlled(c, up_to=True)

    def cr_keep_in_zone(self, c: list, up_to: bool = False) -> _Keep:
        zone = str(c[2])
        f = self._cr_filter(c[1], zone)
        return _Keep((KeepSlot(f, self._cr_count(c[0])),), f, zone, up_to)

    def cr_keep_up_to_in_zone(self, c: list) -> _Keep:
        return self.cr_keep_in_zone(c, up_to=True)

    def cr_zone(self, c: list) -> str:
        return str(c[0])

    def cr_slots(self, c: list) -> tuple[KeepSlot, ...]:
        return tuple(KeepSlot(self._cr_filter(d), self._cr_count(n)) for n, d in zip(c[0::2], c[1::2], strict=True))

    def cr_keep_slots_among(self, c: list) -> _Keep:
        return _Keep(c[0], self._cr_filter(c[1]))

    def cr_keep_among_slots(self, c: list) -> _Keep:
        return _Keep(c[1], self._cr_filter(c[0]))

    def cr_keep_fewest(self, c: list) -> _Keep:
        if self._words(c[0]) != self._words(c[1]):  # type: ignore[attr-defined]
            raise Unsupported("'equal to the number of' other objects than those chosen")
        f = self._cr_filter(c[0])
        return _Keep((KeepSlot(f, 0, fewest=True),), f)

    def cr_rest_sacrifice(self, c: list) -> str:
        return "sacrifice"

    def cr_rest_exile(self, c: list) -> str:
        return "exile"

    def cr_rest_shuffle(self, c: list) -> str:
        return "shuffle"

    def _cr_node(self, who: Any, keep: _Keep, rest: str = "", chosen: str = "") -> ChooseRest:
        if keep.zone == "battlefield" and rest not in ("sacrifice", "destroy", "exile", "hand", "") or \
                keep.zone == "hand" and rest not in ("shuffle", "discard") or \
                keep.zone == "graveyard" and rest not in ("exile", "shuffle"):
            raise Unsupported(f"'{rest} the rest' of what was chosen in the {keep.zone}")
        return ChooseRest(who, keep.slots, keep.pool, keep.zone, keep.up_to, rest, chosen)

    def cr_choose_rest(self, c: list) -> VP:
        keep, rest = c
        return VP(lambda who: self._cr_node(who, keep, rest), "player", "choose_rest")

    def _cr_who(self, who: Any) -> Any:
        if not self.scope.is_player(who):  # type: ignore[attr-defined]
            raise Unsupported("'chooses' with an object as its subject")
        return who

    def cr_destroy_rest_sentence(self, c: list) -> list:
        return [self._cr_node(self._cr_who(c[0]), c[1], rest="destroy")]

    def cr_destroy_chosen_sentence(self, c: list) -> list:
        who, keep, that = c
        if self._cr_filter(that) != keep.pool or len(keep.slots) != 1:  # 'that creature': the one chosen
            raise Unsupported("'destroy that ...' of something other than what was chosen")
        return [self._cr_node(self._cr_who(who), keep, chosen="destroy")]

    def cr_gain_chosen_sentence(self, c: list) -> list:
        who, keep, those = c
        if self._cr_filter(those) != keep.pool or len(keep.slots) != 1:  # 'those creatures': the ones chosen
            raise Unsupported("'gain control of those ...' of something other than what was chosen")
        return [self._cr_node(self._cr_who(who), keep, chosen="gain_control")]

    def cr_return_rest_sentence(self, c: list) -> list:
        who, keep, rest = c
        if self._cr_filter(rest) != keep.pool:  # 'all nonland permanents not chosen': the rest of what was chosen from
            raise Unsupported("'return all ... not chosen this way' of other permanents than those chosen from")
        return [self._cr_node(self._cr_who(who), keep, rest="hand")]

    def cr_you_choose_for_each_sentence(self, c: list) -> list:
        """'For each player, you choose from among the permanents that player controls an artifact, a creature,
        an enchantment, and a planeswalker. Then each player sacrifices all other nonland permanents they
        control.' (Tragic Arrogance): the controller chooses for every player; only the unchosen objects the
        second sentence describes are sacrificed (a land chosen as the artifact spares no other artifact)."""
        pool, slots, rest = c
        words = list(self._words(rest))  # type: ignore[attr-defined]
        if words[:1] != ["other"]:
            raise Unsupported("'sacrifices all ...' of something other than the others")
        try:
            rest_filter = describe(words[1:], []).permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return [ChooseRest(EachPlayer(), slots, self._cr_filter(pool), rest="sacrifice", chooser="you",
                           rest_filter=rest_filter)]

    def cr_same_way_sentence(self, c: list) -> list:
        who, keep, rest, more = c
        if not keep.slots[0].fewest or rest != "sacrifice":
            raise Unsupported("'the same way' after another choice than the fewest's number")
        who = self._cr_who(who)
        out = [self._cr_node(who, keep, rest)]
        for zone, f, verb in more:
            out.append(ChooseRest(who, (KeepSlot(f, 0, fewest=True),), f, zone, rest=verb))
        return out

    def cr_same_way_players(self, c: list) -> list:
        """'Players discard cards and sacrifice creatures the same way.' (Balance)"""
        return [("hand", self._cr_filter(c[0], "hand"), "discard"), ("battlefield", self._cr_filter(c[1]), "sacrifice")]

    def cr_same_way_players_creatures(self, c: list) -> list:
        """'Players sacrifice creatures and discard cards the same way.' (Restore Balance)"""
        return [("battlefield", self._cr_filter(c[0]), "sacrifice"), ("hand", self._cr_filter(c[1], "hand"), "discard")]

    def cr_same_way_each(self, c: list) -> list:
        """'Each player discards cards the same way.' (Balancing Act)"""
        return [("hand", self._cr_filter(c[0], "hand"), "discard")]


TRANSFORMER = ChooseRestRules
