"""Attack events, the text part: who attacks ('a player', 'an opponent', 'you', 'one or more creatures'), whom
('one of your opponents', 'enchanted player', 'you and/or one or more planeswalkers you control', ...) and
with what ('with one or more creatures'). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import EnchantedPlayer, Filter, Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.attack_events.nodes import (
    ATTACKS_OPPONENT,
    PLAYER_ATTACKS,
    AttackedPlayer,
    OpponentsAttacking,
)

_CREATURES = Filter(types=("Creature",))


class AttackEventsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_subtypes: tuple[str, ...]

    # --- whom ------------------------------------------------------------------------------------------------
    def atk_each_opponent(self, c: list) -> str:
        return "opponent"  # each opponent attacked is one event (Breena's, Combat Calligrapher's rulings)

    def atk_opponents(self, c: list) -> str:
        return "opponents"  # once, however many of them are attacked

    def atk_enchanted(self, c: list) -> str:
        self._attack_aura()
        return "enchanted"

    def atk_you(self, c: list) -> str:
        return "you"

    def atk_you_or_walkers(self, c: list) -> str:
        self._only(c[0], "planeswalkers")  # type: ignore[attr-defined]
        return "you_or_walkers"

    def atk_walkers(self, c: list) -> str:
        self._only(c[0], "planeswalkers")  # type: ignore[attr-defined]
        return "walkers"  # once, however many (Mila's ruling)

    def atk_each_walker(self, c: list) -> str:
        self._only(c[0], "planeswalker")  # type: ignore[attr-defined]
        return "walker"  # once for each planeswalker attacked (Oath of Kaya's ruling)

    def attack_with(self, c: list) -> Filter:
        return self._attack_filter(c[0])

    # --- the triggers ------------------------------------------------------------------------------------------
    def _attack_aura(self) -> None:
        if "Aura" not in self.face_subtypes:
            raise Unsupported("'enchanted player' on a card that isn't an Aura")

    def _attack_filter(self, d: Any) -> Filter:
        if not isinstance(d, Desc) or d.zone != "battlefield" or d.noun in ("spell", "card", "ability") \
                or "Creature" not in d.types:
            raise Unsupported("attacking with something other than creatures")
        return d.filter()

    def _player_attacks(self, whose: str, c: list) -> Trigger:
        """508.1m: once as the attacking player declares attackers (more than once only for the kinds of
        `attacked` that name each player or planeswalker attacked); the triggering object is the attacking
        player: 'that player' / 'that attacking player'."""
        attacked = next((x for x in c if isinstance(x, str)), None)
        f = next((x for x in c if isinstance(x, Filter)), None)
        if whose == "your" and attacked is None:
            raise Unsupported("'you attack' read by mechanics/you_attack")
        if whose != "your":
            self.scope.player = Triggering()  # type: ignore[attr-defined]  # 'that player': the one attacking
            self.scope.attacking_player = Triggering()  # type: ignore[attr-defined]
        return Trigger(PLAYER_ATTACKS, whose=whose, attacked=attacked, filter=f)

    def trig_player_attacks(self, c: list) -> Trigger:
        return self._player_attacks("any", c)

    def trig_opponent_attacks_whom(self, c: list) -> Trigger:
        return self._player_attacks("opponent", c)

    def trig_opponent_attacks_with(self, c: list) -> Trigger:
        return self._player_attacks("opponent", [self._attack_filter(c[0])])

    def trig_opponent_attacks_any(self, c: list) -> Trigger:
        return self._player_attacks("opponent", [])

    def trig_you_attack_whom(self, c: list) -> Trigger:
        return self._player_attacks("your", c)

    def trig_enchanted_attacked(self, c: list) -> Trigger:
        """'Whenever enchanted player is attacked' (the Curses' rulings: once, however many creatures attack
        them; not when only a planeswalker they control is); 'that player' is the enchanted player."""
        self._attack_aura()
        self.scope.player = EnchantedPlayer()  # type: ignore[attr-defined]
        self.scope.attacking_player = Triggering()  # type: ignore[attr-defined]
        return Trigger(PLAYER_ATTACKS, whose="any", attacked="enchanted")

    def trig_one_or_more_attack_whom(self, c: list) -> Trigger:
        """'Whenever one or more creatures attack you' (508.1m, 603.2c: once for the declaration); whoever
        controls them. Orim's Prayer's ruling: not when only a planeswalker you control is attacked."""
        f = self._attack_filter(c[0])
        return Trigger(PLAYER_ATTACKS, whose="any", attacked=c[1], filter=f)

    def _attacks_opponent(self, c: list, walkers: bool) -> Trigger:
        n, d = c[0], c[1]
        if _int(n) != 1:
            raise Unsupported("'... attacks one of your opponents' of a number of creatures")
        f = self._attack_filter(d)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'that creature'
        if not walkers:
            self.scope.player = AttackedPlayer()  # type: ignore[attr-defined]  # 'that player': the one attacked
        return Trigger(ATTACKS_OPPONENT, filter=f, to_planeswalker=walkers)

    def trig_attacks_opponent(self, c: list) -> Trigger:
        """'Whenever a creature attacks one of your opponents' (508.1m, 508.3a): once for each such creature
        declared attacking an opponent of the controller."""
        return self._attacks_opponent(c, False)

    def trig_attacks_opponent_or_walker(self, c: list) -> Trigger:
        """'... attacks one of your opponents or a planeswalker an opponent controls' (508.1b)."""
        self._only(c[2], "planeswalker")  # type: ignore[attr-defined]
        return self._attacks_opponent(c, True)

    def pl_that_attacking_player(self, c: list) -> Any:
        """'that attacking player' (506.2): the player whose attack triggered the ability."""
        who = self.scope.attacking_player  # type: ignore[attr-defined]
        if who is None:
            raise Unsupported("'that attacking player' outside a trigger on a player's attack")
        self.scope.player = who  # type: ignore[attr-defined]  # 'the player' / 'they' after it
        return who

    def pl_opponents_attacking(self, c: list) -> OpponentsAttacking:
        """'each opponent attacking that player' (the Curses of 'enchanted player is attacked')."""
        whom = self.scope.player  # type: ignore[attr-defined]
        if not isinstance(whom, EnchantedPlayer) or self.scope.attacking_player is None:  # type: ignore[attr-defined]
            raise Unsupported("'each opponent attacking that player' outside a trigger on an attack")
        return OpponentsAttacking(whom)

    def does_same_clause(self, c: list) -> Any:
        """'[players] do(es) the same' (608.2c): the instruction before, read with 'you', now with them."""
        vp = self.scope.done  # type: ignore[attr-defined]
        if vp is None:
            raise Unsupported("'does the same' after an instruction not of yours")
        return self._apply(vp, c[0])  # type: ignore[attr-defined]


TRANSFORMER = AttackEventsRules
