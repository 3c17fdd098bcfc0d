"""The board as rich renderables: both battlefields, the stack, the viewer's hand, life, mana, the recent
log and the numbered choices. Everything comes from the viewer's Observation (hidden zones stay hidden)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from lithoform.interfaces.tui.describe import describe, ref_name
from lithoform.play.observation import CardView, Observation, PlayerView
from lithoform.state.actions import Action

STEP_NAMES = {
    "untap": "untap", "upkeep": "upkeep", "draw": "draw", "main1": "precombat main",
    "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers",
    "declare_blockers": "declare blockers", "combat_damage": "combat damage",
    "end_of_combat": "end of combat",
    "main2": "postcombat main", "end": "end", "cleanup": "cleanup",
}


def status(c: CardView) -> str:
    bits = []
    if c.tapped:
        bits.append("tapped")
    if c.sick and c.is_type("Creature"):
        bits.append("summoning sick")
    if c.attacking:
        bits.append("attacking")
    if c.blocking:
        bits.append("blocking " + ", ".join(f"#{a}" if a else "nothing" for a in c.blocking))  # 0: 509.1h
    if c.damage:
        bits.append(f"{c.damage} damage")
    for kind, n in c.counters:
        bits.append(f"{n}× {kind}")
    if c.token:
        bits.append("token")
    return ", ".join(bits)


def _player_line(p: PlayerView, label: str) -> Text:
    t = Text()
    t.append(f"{label}  ", style="bold")
    t.append(f"life {p.life}", style="bold red" if p.life <= 5 else "bold green")
    if p.poison:
        t.append(f"  poison {p.poison}", style="magenta")
    t.append(f"  library {p.library_size}  hand {p.hand_size}  mana available {p.mana_available}")
    if p.pool:
        t.append("  pool " + "".join(p.pool), style="yellow")
    return t


def battlefield_table(seen: Observation, controller: int) -> RenderableType:
    cards = [c for c in seen.battlefield if c.controller == controller]
    if not cards:
        return Text("(no permanents)", style="dim")
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False, expand=False)
    table.add_column("id", justify="right", style="cyan")
    table.add_column("permanent")
    table.add_column("P/T", justify="center")
    table.add_column("status", style="dim")
    lands = [c for c in cards if c.is_type("Land") and not c.is_type("Creature")]
    others = [c for c in cards if c not in lands]
    for c in sorted(others, key=lambda c: (not c.is_type("Creature"), c.name)):
        pt = f"{c.power}/{c.toughness}" if c.power is not None else ""
        kw = f" [{', '.join(c.keywords)}]" if c.keywords else ""
        table.add_row(str(c.id), Text(c.name + kw), pt, Text(status(c)), style="dim" if c.tapped else "")
    by_name: dict[str, list[CardView]] = {}
    for c in lands:
        by_name.setdefault(c.name, []).append(c)
    for name, group in sorted(by_name.items()):
        untapped = [c for c in group if not c.tapped]
        ids = " ".join(str(c.id) for c in group)
        table.add_row(ids, Text(f"{name} ×{len(group)}"), "", f"{len(untapped)} untapped")
    return table


def hand_table(seen: Observation) -> RenderableType:
    if not seen.hand:
        return Text("(empty hand)", style="dim")
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("id", justify="right", style="cyan")
    table.add_column("card")
    table.add_column("cost", style="yellow")
    table.add_column("type / text", style="dim", overflow="fold")
    for c in seen.hand:
        pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
        text = c.text.replace("\n", " ")
        table.add_row(str(c.id), Text(c.name), Text(c.mana_cost), Text(f"{' '.join(c.types)}{pt}. {text}"))
    return table


def stack_panel(seen: Observation) -> RenderableType | None:
    if not seen.stack:
        return None
    lines = Text()
    for i, item in enumerate(reversed(seen.stack)):
        who = "you" if item.controller == seen.viewer else "opponent"
        targets = [ref_name(seen, t) for slot in item.targets for t in slot]
        extra = f" → {', '.join(targets)}" if targets else ""
        x = f" X={item.x}" if item.x is not None else ""
        kind = "" if item.kind == "spell" else f" ({item.kind} ability)"
        top = "top: " if i == 0 else "     "
        lines.append(f"{top}#{item.id} {item.name}{kind}{x}{extra} [{who}]\n")
    return Panel(lines, title="Stack (top first)", border_style="magenta")


def board(seen: Observation, deck_names: Sequence[str] = ("", "")) -> RenderableType:
    me, opp = seen.me, seen.opponent
    def label(p: PlayerView, who: str) -> str:
        name = deck_names[p.index] if p.index < len(deck_names) and deck_names[p.index] else ""
        return f"P{p.index + 1} {who}" + (f" — {name}" if name else "")
    parts: list[RenderableType] = [
        Panel(battlefield_table(seen, opp.index), title=_player_line(opp, label(opp, "(opponent)")),
              title_align="left", border_style="red"),
    ]
    stack = stack_panel(seen)
    if stack is not None:
        parts.append(stack)
    parts.append(Panel(battlefield_table(seen, me.index), title=_player_line(me, label(me, "(you)")),
                       title_align="left", border_style="green"))
    parts.append(Panel(hand_table(seen), title="Your hand", title_align="left", border_style="blue"))
    if seen.log:
        parts.append(Panel(Text("\n".join(_squeeze(seen.log))), title="Recent log", title_align="left",
                           border_style="dim"))
    return Group(*parts)


def _squeeze(lines: Sequence[str]) -> list[str]:
    """Runs of the same line as one line with a count ('P2 draws a card [121.1] (×7)')."""
    out: list[str] = []
    count = 0
    for i, line in enumerate(lines):
        count += 1
        if i + 1 == len(lines) or lines[i + 1] != line:
            out.append(line if count == 1 else f"{line} (×{count})")
            count = 0
    return out


def choices(seen: Observation, actions: Sequence[Action]) -> RenderableType:
    if seen.starting:
        where = "Starting the game"
    else:
        whose = "your turn" if seen.active == seen.viewer else "opponent's turn"
        where = f"Turn {seen.turn} ({whose}), {STEP_NAMES.get(seen.step, seen.step)} step"
    head = Text(f"{where} — ", style="bold")
    head.append(seen.pending.prompt or seen.pending.kind, style="bold yellow")
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(justify="right", style="bold cyan")
    table.add_column()
    table.add_column(style="dim")
    for i, a in enumerate(actions, 1):
        table.add_row(str(i), Text(describe(seen, a)), Text(str(a)))
    help_line = Text("Enter a number or an action's text; Enter alone passes; 'help' for more.", style="dim")
    return Group(head, table, help_line)
