/** Res Publica board (being built). */
import type { BoardProps } from 'boardgame.io/react';

export default function ResPublicaBoard(_props: BoardProps<any>) {
  return <div className="res-publica" />;
}
