"""The records an Observation is made of (CardView, StackView, PlayerView, CombatView, Observation): what one
player may see of a game, as frozen msgspec Structs. They live apart from play/observation.py's functions so
that the compiled build (scripts/build_fast.py) can compile those functions: mypyc drops a class's keywords
(frozen=True, gc=False), so a module defining such classes is left as Python. Import them from
play/observation.py as before; this module is where they are defined.
"""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import ActivatedAbility, Effect, SpellAbility
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending


class CardView(msgspec.Struct, frozen=True, gc=False):
    """A card or permanent as it is now: computed characteristics (613) and status (110.5)."""

    id: int
    name: str
    owner: int
    controller: int
    zone: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    mana_cost: str
    mana_value: int
    colors: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: tuple[str, ...]
    text: str
    activated: tuple[ActivatedAbility, ...]  # numbered from 1 as `activate ID N` numbers them
    spell: SpellAbility | None  # what the card does as a spell (cards in hand)
    tapped: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    token: bool = False
    sick: bool = False  # 302.6: can't attack or use {T} abilities yet (unless haste)
    attacking: int = 0  # what it attacks (a player ref < 0 or a planeswalker id), 0 if not attacking
    blocking: tuple[int, ...] = ()  # the attackers it blocks; (0,): blocking, nothing any more (509.1h)
    attached_to: int = 0
    face_down: str = ""  # 708.6: what made it face down (morph, manifest...), which every player may know
    face_down_card: str = ""  # 708.5: the card a face-down permanent is, in its controller's view only

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def lethal_left(self) -> int:
        """Damage that would now destroy it (704.5g): toughness less damage already marked."""
        return max(0, (self.toughness or 0) - self.damage)


class StackView(msgspec.Struct, frozen=True, gc=False):
    """A spell or ability on the stack with its announced choices (601.2b-d), as every player sees it."""

    id: int
    name: str
    controller: int
    kind: str  # spell, activated, triggered
    source: int
    targets: tuple[tuple[int, ...], ...]
    x: int | None
    modes: tuple[int, ...] | None
    kicked: bool
    text: str
    effect: Effect | None
    announcing: bool = False  # still being announced (601.2): choices may be incomplete


class PlayerView(msgspec.Struct, frozen=True, gc=False):
    index: int
    name: str
    life: int
    poison: int
    pool: tuple[str, ...]  # each mana's type (106.1: W, U, B, R, G or C), as the encoder's pool features count them
    library_size: int
    hand_size: int
    lands_played: int
    land_plays: int
    mana_available: int  # the pool plus untapped sources with a {T}-only mana ability
    mulligans: int
    lost: bool
    energy: int = 0  # energy counters (107.14, 122.1): public, like poison
    # 309.2b, 309.4: the dungeon the player owns in the command zone and the room of their venture marker, and
    # the dungeons they completed (309.7): public
    dungeon: str = ""
    room: str = ""
    completed_dungeons: tuple[str, ...] = ()


class CombatView(msgspec.Struct, frozen=True, gc=False):
    attackers: tuple[tuple[int, int], ...] = ()  # (attacker, what it attacks)
    blockers: tuple[tuple[int, int], ...] = ()  # (blocker, attacker); attacker 0: it blocks nothing (509.1h)
    declaring: tuple[tuple[int, int], ...] = ()  # the declaration being made (508.1, 509.1)


class Observation(msgspec.Struct, frozen=True, gc=False):
    viewer: int
    turn: int
    active: int
    step: str
    first_player: int
    players: tuple[PlayerView, ...]
    hand: tuple[CardView, ...]
    battlefield: tuple[CardView, ...]
    graveyards: tuple[tuple[CardView, ...], ...]
    exile: tuple[CardView, ...]
    stack: tuple[StackView, ...]  # bottom first: the last item is the top (405.1)
    combat: CombatView | None
    pending: Pending
    legal_actions: tuple[Action, ...]  # empty unless the viewer is the one to decide
    game_over: bool
    winner: int | None
    log: tuple[str, ...] = ()
    starting: bool = False  # the coin flip's choice or mulligans (103.1, 103.5): no turn has begun
    library_tops: tuple[CardView, ...] = ()  # top cards of libraries the viewer may look at (401.5)
    # cards of the viewer's library their own decision offers (a search), and cards it offers that exist only in the
    # resolving procedure's unfinished run (a card just returned to their hand, 400.7: Recoil)
    looking_at: tuple[CardView, ...] = ()
    command: tuple[CardView, ...] = ()  # the commanders in the command zone (408, 903.6: a public zone, 400.2)

    @property
    def me(self) -> PlayerView:
        return self.players[self.viewer]

    @property
    def opponent(self) -> PlayerView:
        return self.players[1 - self.viewer]

    def permanents(self, controller: int | None = None, type_: str | None = None) -> list[CardView]:
        return [c for c in self.battlefield if (controller is None or c.controller == controller)
                and (type_ is None or type_ in c.types)]

    def card(self, oid: int) -> CardView | StackView | None:
        """A visible object by id (battlefield, own hand, stack, graveyards, exile)."""
        for group in (self.battlefield, self.hand, self.stack, self.exile, *self.graveyards, self.library_tops,
                      self.looking_at):
            for c in group:
                if c.id == oid:
                    return c
        return None

