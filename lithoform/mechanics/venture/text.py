"""Venture into the dungeon (701.49), the text part: 'venture into the dungeon', 'you've completed a dungeon',
'you haven't completed [dungeon]' and 'whenever you complete a dungeon' (309.7); the dungeon cards' rooms
compiled from their texts (dungeons.py). Data only."""

from __future__ import annotations

from functools import cache

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.venture.dungeons import DUNGEONS
from lithoform.mechanics.venture.nodes import COMPLETE_DUNGEON, ROOM_ENTERED, CompletedDungeon, Venture


@cache
def room_abilities() -> tuple[dict[str, tuple[TriggeredAbility | None, ...]], tuple[str, ...]]:
    """309.4c: each dungeon's room abilities, 'When you move your venture marker into this room, [effect]',
    compiled from the rooms' texts (None for a room whose text doesn't compile); and those rooms ('Dungeon:
    Room'), which make 'venture into the dungeon' refused."""
    from lithoform.carddb.records import FaceRecord  # the compiler reads the rooms as it reads a card
    from lithoform.compiler.compiler import compile_face

    found: dict[str, tuple[TriggeredAbility, ...]] = {}
    failed: list[str] = []
    for dungeon, rooms in DUNGEONS.items():
        abilities: list[TriggeredAbility | None] = []
        for room in rooms:
            face = compile_face(FaceRecord(name=room.name, layout="normal", types=("Sorcery",), text=room.text))
            spell = face.face.spell if face.face is not None else None
            if spell is None or spell.modes or spell.effect is None:
                failed.append(f"{dungeon}: {room.name}")
                abilities.append(None)
                continue
            abilities.append(TriggeredAbility(Trigger(ROOM_ENTERED), spell.effect, spell.targets,
                                              keyword=room.name, text=f"{room.name} — {room.text}"))
        found[dungeon] = tuple(abilities)
    return found, tuple(failed)


class VentureRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def venture(self, c: list) -> VP:
        failed = room_abilities()[1]
        if failed:  # 309.2a: the player may choose any dungeon, so every room must be playable
            raise Unsupported(f"venture into the dungeon: the room abilities of {', '.join(failed)} (309.4c)")
        return VP(lambda _you: Venture(), "you", "venture into the dungeon")

    def cond_completed_dungeon(self, c: list) -> CompletedDungeon:
        return CompletedDungeon()

    def trig_complete_dungeon(self, c: list) -> Trigger:
        return Trigger(COMPLETE_DUNGEON)



TRANSFORMER = VentureRules
