"""References in a scenario (SCENARIO-FORMAT.md, References): P1/P2, labels, names, token:NAME, NAME#2,
stack:top and stack:N, resolved against the game as it is when the step runs.

A label follows its card: every zone change makes a new object (400.7) and the engine records it as a
`zone_change` event (old id -> new id), so a label is the end of that chain from its set-up object.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.catalog.registry import get_def
from lithoform.play.game import Game
from lithoform.rules.continuous.characteristics import face_of
from lithoform.state.model import PLAYER_ZONES, GameObject, StackAbility, player_ref, zone_key
from lithoform.state.procedure import preview

PLAYERS = {"P1": 0, "P2": 1}
SHARED_BY_CONTROLLER = ("battlefield", "stack")

Place = tuple[str, int | None]  # a zone, and whose (None: every player's)


class RefError(LookupError):
    """A reference that names nothing here now (the step fails)."""


class NotAChoice(RefError):
    """An object that exists but is not among the offered choices (an illegal answer)."""


class AmbiguousRef(RefError):
    """A name that fits several objects where the step looks (the file must say which)."""


def player_name(index: int) -> str:
    return f"P{index + 1}"


def zone_ids(game: Game, zone: str, player: int | None) -> tuple[int, ...]:
    """The objects of a zone: a player's own library, hand or graveyard; on the battlefield and the stack
    the ones they control; in exile and the command zone the ones they own."""
    if zone in PLAYER_ZONES:
        players = [player] if player is not None else range(len(game.state.players))
        return tuple(i for p in players for i in game.zone(zone, p))
    ids = game.state.zones[zone_key(zone, 0)]
    if player is None:
        return ids
    if zone in SHARED_BY_CONTROLLER:
        return tuple(i for i in ids if game.state.objects[i].controller == player)
    return tuple(i for i in ids if game.state.objects[i].owner == player)


def known(game: Game, oid: int) -> GameObject | None:
    """The object, its last known information (608.2h), or an option of the pending question that exists only
    in the unfinished run of its procedure (a card returned to a hand and then chosen, 400.7: procedure.preview)."""
    obj = game.state.known(oid)
    if obj is None and game.state.question is not None:
        run = preview(game.state)  # (the asking procedure's unfinished run, where the option exists)
        obj = run.objects.get(oid) if run is not None else None
    return obj


def object_name(game: Game, oid: int) -> str:
    """Its name; `#ID` for an id the game doesn't know (neither an object nor last known information)."""
    obj = known(game, oid)
    if obj is None:
        return f"#{oid}"
    if isinstance(obj, StackAbility):
        return obj.source_name
    if oid not in game.state.objects and oid not in game.state.lki:
        return face_of(obj).name  # (a question's fresh option: in a hand or a library, its front face, 712.8a)
    return game.chars(oid).name


def split_halves(game: Game, oid: int) -> tuple[str, ...]:
    """The names of a split card's halves, by which it is also known off the stack (709.4a: it has two
    names); on the stack it has only the name of the half that was cast (709.3b)."""
    obj = known(game, oid)
    if obj is None or isinstance(obj, StackAbility) or obj.zone == "stack" or obj.copied or obj.printed:
        return ()
    card = get_def(obj.card)
    return tuple(f.name for f in card.faces) if card.layout in SPLIT_LAYOUTS else ()


def split(text: str) -> tuple[str, bool, int | None]:
    """'token:Hornet#2' -> ('Hornet', True, 2)."""
    token = text.startswith("token:")
    if token:
        text = text[6:]
    index = None
    base, sep, n = text.rpartition("#")
    if sep and base and n.isdigit():
        text, index = base, int(n)
    return text, token, index


class Refs:
    """Resolves references; remembers the set-up labels and follows them through zone changes."""

    def __init__(self, labels: dict[str, int]) -> None:
        self.initial = dict(labels)

    def labels(self, game: Game) -> dict[str, int]:
        moved: dict[int, int] = {}
        for event in game.state.events():
            if event.kind == "zone_change":
                moved[event.args["old"]] = event.args["new"]
            elif event.kind == "merged":  # 702.140f: a mutating spell's card is now the merged permanent
                moved[event.args["spell"]] = event.args["obj"]
            elif event.kind == "renumber":  # a shuffled library's fresh ids (rules/zones.shuffle)
                moved.update(event.args["ids"])
        out = {}
        for label, oid in self.initial.items():
            seen = {oid}
            while oid in moved and moved[oid] not in seen:
                oid = moved[oid]
                seen.add(oid)
            out[label] = oid
        return out

    def label(self, game: Game, text: str) -> int | None:
        if text not in self.initial:
            return None
        return self.labels(game)[text]

    def stack(self, game: Game, text: str) -> int:
        stack = game.state.stack
        where = text[6:]
        n = 1 if where == "top" else int(where)
        if n > len(stack):
            raise RefError(f"{text}: the stack holds {len(stack)} object(s)")
        return stack[-n]

    def find_all(self, game: Game, text: str, places: Sequence[Place]) -> list[int]:
        """Every object `text` could name, in the first place where it names any (a label: its object)."""
        if text.startswith("stack:"):
            return [self.stack(game, text)]
        oid = self.label(game, text)
        if oid is not None:
            return [oid]
        name, token, index = split(text)
        for zone, player in places:
            found = [i for i in zone_ids(game, zone, player) if self._fits(game, i, name, token)]
            if index is not None:
                if index <= len(found):
                    return [found[index - 1]]
                continue
            if found:
                return found
        return []

    def find(self, game: Game, text: str, places: Sequence[Place]) -> int:
        """The one object `text` names where the step looks; when no object has that name now, the one card
        printed with that name (a Clone that copies a Grizzly Bears is still found as `Clone`)."""
        found = self.find_all(game, text, places) or self.find_printed(game, text, places)
        if not found:
            hint = ""
            name, token, index = split(text)
            if not name.endswith(" Token") and self.find_all(game, f"{text.split('#')[0]} Token", places):
                hint = f" (a token's name ends in 'Token', 111.4: write '{name} Token')"
            raise RefError(f"{text!r} names nothing in {_places_text(places)}{hint}")
        if len(found) > 1:
            raise AmbiguousRef(f"{text!r} is ambiguous: {len(found)} objects fit it "
                               f"({', '.join('#' + str(i) for i in found)}); give it a label or write "
                               f"'{text}#2' for the second")
        return found[0]

    def find_printed(self, game: Game, text: str, places: Sequence[Place]) -> list[int]:
        """The objects of the first place holding any whose card is printed with the name `text` (707.2: a
        copy's name is the copied one's; 708.2: a face-down permanent has none)."""
        if text.startswith("stack:") or text in self.initial:
            return []
        name, token, index = split(text)
        for zone, player in places:
            found = [i for i in zone_ids(game, zone, player) if _printed_as(game, i, name, token)]
            if index is not None:
                found = found[index - 1:index]
            if found:
                return found
        return []

    def find_card(self, game: Game, text: str, places: Sequence[Place]) -> int:
        """As `find`, except that copies of one card in a hand are interchangeable: a hand of two Giant
        Growths casts the first one named `Giant Growth` (nothing tells them apart there)."""
        found = self.find_all(game, text, places)
        if len(found) > 1 and _interchangeable_in_hand(game, found):
            return found[0]
        return self.find(game, text, places)

    def target(self, game: Game, text: str, player: int) -> int:
        """A target: a player, or an object on the battlefield first, then on the stack, then elsewhere."""
        if text in PLAYERS:
            return player_ref(PLAYERS[text])
        return self.find(game, text, target_places(player))

    def among(self, game: Game, text: str, options: Iterable[int], taken: Iterable[int] = ()) -> int:
        """One of the offered objects (cards to choose from), other than those already `taken`."""
        options = tuple(o for o in options if o not in set(taken))
        if text.startswith("stack:") or text in self.initial:
            oid = self.find(game, text, ())
            if oid not in options:
                raise NotAChoice(f"{text!r} (#{oid}) is not among the choices")
            return oid
        name, token, index = split(text)
        found = [i for i in options if i > 0 and self._fits(game, i, name, token)]  # not the players
        if not found:  # a copy or a face-down permanent, by its printed name
            found = [i for i in options if i > 0 and _printed_as(game, i, name, token)]
        if index is not None:
            found = found[index - 1:index]
        if not found:
            names = ", ".join(object_name(game, i) for i in options if i > 0)
            error = NotAChoice if self.find_all(game, text, anywhere()) else RefError
            raise error(f"{text!r} is not among the choices ({names})")
        return found[0]  # identical choices are equivalent

    def _fits(self, game: Game, oid: int, name: str, token: bool) -> bool:
        if token:
            obj = known(game, oid)
            if obj is None or isinstance(obj, StackAbility) or not obj.token:
                return False
        return object_name(game, oid) == name or name in split_halves(game, oid)


def _printed_as(game: Game, oid: int, name: str, token: bool) -> bool:
    """Whether the object is a card printed with that name (or a token, for `token:`), whatever it is now."""
    obj = known(game, oid)
    if obj is None or isinstance(obj, StackAbility) or (token and not obj.token):
        return False
    try:
        card = get_def(obj.card)
    except KeyError:
        return False
    return card.name == name or any(f.name == name for f in card.faces)


def _interchangeable_in_hand(game: Game, oids: Sequence[int]) -> bool:
    """Cards in a hand, all of one card definition: nothing in the game can tell one from another."""
    objs = [game.state.known(i) for i in oids]
    return all(o is not None and not isinstance(o, StackAbility) and o.zone == "hand" for o in objs) and \
        len({(o.card, o.owner) for o in objs}) == 1  # type: ignore[union-attr]


def target_places(player: int) -> list[Place]:
    other = 1 - player
    return [("battlefield", None), ("stack", None), ("graveyard", player), ("graveyard", other),
            ("exile", None), ("hand", player), ("hand", other), ("library", player), ("library", other)]


def anywhere() -> list[Place]:
    return [("battlefield", None), ("stack", None), ("hand", 0), ("hand", 1), ("graveyard", 0),
            ("graveyard", 1), ("exile", None), ("library", 0), ("library", 1), ("command", None)]


def _places_text(places: Sequence[Place]) -> str:
    if not places:
        return "the game"
    parts = [f"{player_name(p)}'s {z}" if p is not None else z for z, p in places]
    return " / ".join(dict.fromkeys(parts))
